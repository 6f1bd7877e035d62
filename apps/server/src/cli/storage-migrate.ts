import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { migrateUploads } from '../storage/migrate-uploads';

/**
 * npm run storage:migrate: copies DATA_DIR/uploads into the S3 bucket of S3_BUCKET and the
 * other S3_ settings, before servers start with them. Run it again at will: it copies only
 * what the bucket does not hold yet.
 */
try {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set S3_BUCKET (and the other S3_ settings) to migrate to');
  const uploadsDir = path.join(config.dataDir, 'uploads');
  console.log(`Copying ${uploadsDir} to the bucket ${config.s3.bucket}…`);
  let shown = 0;
  const report = await migrateUploads({
    uploadsDir,
    settings: config.s3,
    onProgress(done, total) {
      if (done === total || done - shown >= 100) {
        shown = done;
        console.log(`  ${done} / ${total}`);
      }
    },
  });
  console.log(
    `Done: ${report.copied} copied, ${report.alreadyThere} already in the bucket` +
      (report.skipped.length ? `, ${report.skipped.length} not photos of Basera (left):` : '.'),
  );
  for (const file of report.skipped) console.log(`  ${file}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
