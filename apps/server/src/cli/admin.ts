import { parseArgs } from 'node:util';
import { AdminCredentialsError, ensureAdmin } from '../auth/admin-account';
import { databaseFor } from '../infrastructure';
import { loadConfig } from '../config';

/** npm run admin -- --email you@example.com --password 'S3cret!pass' */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run admin -- --email admin@example.com --password 'Str0ng!Pass'");
  process.exit(2);
}
const database = await databaseFor(loadConfig());
try {
  const email = await ensureAdmin(database.db, values.email, values.password);
  console.log(`Admin ${email} is ready to sign in.`);
} catch (err) {
  console.error(err instanceof AdminCredentialsError ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
