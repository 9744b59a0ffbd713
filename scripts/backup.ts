// `npm run backup [FILE]`: one zip with the database (the embedded one in DATA_DIR, or pg_dump of DATABASE_URL) and
// the uploaded files. On the embedded database, stop the server first (README "Backups"; decision 047).
import '#server/lib/owner-only-umask';
import path from 'node:path';
import { createBackup, defaultBackupName } from '#server/backup/backup';
import { loadEnv } from '#server/env';

try {
  const env = loadEnv();
  const file = path.resolve(process.argv[2] ?? defaultBackupName(new Date()));
  const { manifest } = await createBackup(env, file);
  const database =
    manifest.database === 'postgres' ? 'PostgreSQL (pg_dump)' : `the embedded database in ${env.DATA_DIR}`;
  const files =
    manifest.uploads === 's3'
      ? 'uploaded files not included: they are in the S3 bucket (back it up with your provider)'
      : `${manifest.fileCount} uploaded file(s)`;
  console.log(`Backup written to ${file}: ${database}, ${files}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
