import { loadConfig, loadEnvFile } from './config/env.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { ensureAdmin } from './services/admin-account.js';
import { adminArguments } from './admin-cli-arguments.js';

// Usage: pnpm --filter @novel/api admin:create <username> <password>
const parsed = adminArguments(process.argv.slice(2));
if ('problems' in parsed) {
  console.error(parsed.problems.join('\n'));
  console.error('usage: admin:create <username (3-20 letters, digits, _)> <password (12-128 characters, not a common one)>');
  process.exit(2);
}
const { username, password } = parsed;
loadEnvFile();
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
const id = await ensureAdmin(db, username, password);
console.log(`administrator "${username}" ready (user id ${id})`);
await db.close();
