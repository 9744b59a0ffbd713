/** The .txt the backup codes are downloaded as: what they are for, then one code a line. */
export function backupCodesFile(codes: string[], heading: string, date: string): File {
  const text = [heading, '', ...codes, ''].join('\n');
  return new File([text], `habitsprint-backup-codes-${date}.txt`, { type: 'text/plain' });
}
