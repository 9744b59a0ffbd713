// `npm run restore FILE`: brings an empty DATA_DIR (and, with DATABASE_URL, an empty database) back to a backup made
// by `npm run backup` (README "Backups"; decision 047).
import '#server/lib/owner-only-umask';
import { restoreBackup } from '#server/backup/restore';
import { loadEnv } from '#server/env';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE (a backup made by npm run backup)');
  process.exitCode = 1;
} else {
  try {
    const env = loadEnv();
    const manifest = await restoreBackup(env, file);
    const into = env.DATABASE_URL ? 'the database at DATABASE_URL' : `DATA_DIR ${env.DATA_DIR}`;
    console.log(
      `Restored ${file} (made ${manifest.createdAt}) into ${into}: ${manifest.fileCount} uploaded file(s).` +
        (manifest.uploads === 's3'
          ? ' Its uploaded files were in S3 storage and are not part of the backup.'
          : ''),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
