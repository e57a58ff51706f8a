/**
 * `npm run images:to-s3` (issue 30): moves the images the database holds to the bucket the S3_*
 * variables name — the server's own configuration, so run it with the server's environment. Safe
 * while the app runs on PostgreSQL and safe to run again (each image is switched once); on the
 * embedded database stop the app first (one process per data directory).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { createS3Storage } from './integrations/storage/s3-storage.ts';
import { moveImagesToStorage } from './modules/generation/images.ts';

export async function imagesToS3(config: Config, say: (line: string) => void): Promise<{ moved: number }> {
  if (!config.s3)
    throw new ConfigError(
      'Set S3_BUCKET (and the other S3_* variables of .env.example) to the bucket to move the images to.',
    );
  const where = `s3://${config.s3.bucket}/${config.s3.prefix}images/`;
  const storage = createS3Storage(config.s3);
  try {
    await storage.ping();
  } catch (error) {
    throw new ConfigError(`The bucket ${config.s3.bucket} does not answer: ${(error as Error).message}`);
  }
  const database = await openDatabase(databaseTargetFromConfig(config));
  try {
    await database.migrate();
    const result = await moveImagesToStorage(
      { db: database.db, storage },
      { onProgress: (moved) => say(`${moved} images moved so far`) },
    );
    say(
      `${result.moved} images moved to ${where}; the database keeps their keys. PostgreSQL gives the ` +
        'space back to the system after VACUUM FULL generated_images (it locks the table while it runs).',
    );
    return result;
  } finally {
    await database.close();
  }
}

// Run as a command (not imported by its test).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await imagesToS3(loadConfig(), (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
