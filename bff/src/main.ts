/**
 * The BFF process: the cache store, the server, and the drain on SIGTERM. Started by server.ts,
 * after tracing (when configured) is registered.
 */
import { pino } from 'pino';
import { memoryStore } from './cache/memory-store.js';
import { redisStore } from './cache/redis-store.js';
import { ResponseCache } from './cache/response-cache.js';
import { loadConfig } from './config/env.js';
import { createBff } from './app.js';
import { stopTracing } from './telemetry/tracing-switch.js';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, base: { service: 'bff' } });
const store = config.REDIS_URL
  ? redisStore(config.REDIS_URL, { timeoutMs: config.REDIS_TIMEOUT_MS, logger, keyPrefix: config.REDIS_KEY_PREFIX })
  : memoryStore({ maxEntries: config.MEMORY_CACHE_MAX_ENTRIES, maxBytes: config.MEMORY_CACHE_MAX_BYTES });
const { httpServer, apollo } = await createBff({ config, cache: new ResponseCache(store), logger });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  try {
    // Stops accepting connections and lets in-flight operations finish (drain plugin).
    await apollo.stop();
    await store.close();
    // Sends the spans still buffered (a no-op when tracing is off).
    await stopTracing();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

httpServer.listen(config.BFF_PORT, config.HOST, () => {
  logger.info({ port: config.BFF_PORT, cache: store.kind, api: config.API_URL }, 'BFF listening');
});
