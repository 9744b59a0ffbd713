import { apiFetchBlob } from '#client/lib/api-client';
import { resultsImageFileName } from '../utils/results-image-file-name';

/**
 * GET /api/challenges/:id/results/image.png: the results drawn for the signed-in reader (decision 068), as a PNG file
 * named after the challenge, ready to share or save. Fetched on the tap, not kept: it is drawn for one reader.
 */
export async function getResultsImage(challengeId: string, title: string): Promise<File> {
  const image = await apiFetchBlob(`/challenges/${encodeURIComponent(challengeId)}/results/image.png`);
  return new File([image], resultsImageFileName(title), { type: 'image/png' });
}
