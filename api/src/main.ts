/**
 * The API process: opens the database, migrates, seeds, listens, and drains on SIGTERM. Started by
 * server.ts, after tracing (when configured) is registered.
 */
import { createAppContext } from './app-context.js';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { ensureAdmin } from './services/admin-account.js';
import { seedCatalog } from './seed/seed-database.js';
import { stopTracing } from './telemetry/tracing-switch.js';

const config = loadConfig();
let reportLostConnection = (error: Error) => console.error('database connection lost:', error.message);
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  onConnectionError: (error) => reportLostConnection(error),
});
const ctx = createAppContext(db, config);
const app = await buildApp(ctx);
reportLostConnection = (error) => app.log.warn({ err: error }, 'an idle database connection was lost; the pool opens a new one when needed');

const applied = await migrate(db);
if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
if (config.SEED_BOOKS > 0) {
  const seeded = await seedCatalog(db, { books: config.SEED_BOOKS, onlyIfEmpty: true });
  if (seeded > 0) app.log.info({ books: seeded }, 'seeded the catalog');
}
if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
  await ensureAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  app.log.info({ username: config.ADMIN_USERNAME }, 'administrator account ready');
}

const purgeTimer = setInterval(() => {
  ctx.sessions.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
  ctx.limits.purge().catch((error: unknown) => app.log.warn({ err: error }, 'attempt purge failed'));
}, 60 * 60 * 1000);
purgeTimer.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  try {
    await app.close();
    await db.close();
    // Sends the spans still buffered (a no-op when tracing is off).
    await stopTracing();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.API_PORT });
