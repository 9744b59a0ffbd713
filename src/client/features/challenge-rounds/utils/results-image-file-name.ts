// long enough for any title that reads well as a file name, short enough for every file system
const MAX_NAME_LENGTH = 60;

/**
 * The shared results image's file name, after the challenge: 'morning-walk-sprint-results.png'. Letters of any
 * script are kept; everything else becomes one dash. A title of no letters or digits gives 'challenge-results.png'.
 */
export function resultsImageFileName(title: string): string {
  const name = Array.from(
    title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  )
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .replace(/-+$/, '');
  return `${name || 'challenge'}-results.png`;
}
