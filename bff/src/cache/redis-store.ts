import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { recordAnswerLookup, recordCacheLookups, trackCacheStore } from '../metrics/metrics.js';
import { answerLookupReply, REDIS_ANSWER_LOOKUP } from './answer-lookup.js';
import type { CacheStore } from './cache-store.js';

/**
 * SET key value EX ttl for every key, as one command: a page's favorite marks are 30 entries, and
 * 30 SETs, even pipelined, cost the BFF 3x the CPU of this one script (bench/cache-writes-bench.ts).
 * KEYS: the keys; ARGV: the lifetime in seconds, then the values in the keys' order.
 */
const REDIS_SET_MANY_WITH_TTL = `
for index, key in ipairs(KEYS) do
  redis.call('SET', key, ARGV[index + 1], 'EX', ARGV[1])
end
return #KEYS
`;

/** As REDIS_SET_MANY_WITH_TTL, each key only if it has no value (SET NX). */
const REDIS_ADD_MANY_WITH_TTL = `
for index, key in ipairs(KEYS) do
  redis.call('SET', key, ARGV[index + 1], 'EX', ARGV[1], 'NX')
end
return #KEYS
`;

/**
 * A Lua script as a command of `redis`: sent as EVALSHA, falling back to EVAL once after a Redis
 * restart forgot the script; keys get the connection's key prefix. Called with the number of keys,
 * the keys, then the other arguments.
 */
function scriptCommand<Reply>(redis: Redis, name: string, lua: string, { bytes = false } = {}) {
  redis.defineCommand(name, { lua });
  const commands = redis as unknown as Record<string, (keyCount: number, ...args: Array<string | number>) => Promise<Reply>>;
  // ioredis defines `<name>Buffer` beside each command: its reply's strings come back as Buffers, undecoded.
  const command = commands[bytes ? `${name}Buffer` : name];
  if (!command) throw new Error(`ioredis did not define the ${name} command`);
  return command.bind(redis);
}

/**
 * Redis shared by every BFF replica. Commands time out quickly and are not queued while
 * disconnected, so a Redis outage costs each request at most one short timeout: the BFF fails
 * open to the API, logs the outage once per state change and reports it in /readyz.
 */
export function redisStore(url: string, options: { timeoutMs: number; logger: Logger; keyPrefix: string }): CacheStore {
  const { logger } = options;
  const redis = new Redis(url, {
    commandTimeout: options.timeoutMs,
    connectTimeout: Math.max(options.timeoutMs * 4, 1000),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    keyPrefix: options.keyPrefix,
    // Commands issued in the same tick (a request's cache writes, concurrent requests' lookups)
    // go out in one write: fewer system calls, which cost more CPU here than anything else.
    enableAutoPipelining: true,
  });
  // As bytes: a hit's body goes out as Redis sent it, never decoded to a string (bff/BENCHMARKS.md).
  const lookupAnswer = scriptCommand<Array<Buffer | null>>(redis, 'lookupAnswer', REDIS_ANSWER_LOOKUP, { bytes: true });
  const setManyWithTtl = scriptCommand<number>(redis, 'setManyWithTtl', REDIS_SET_MANY_WITH_TTL);
  const addManyWithTtl = scriptCommand<number>(redis, 'addManyWithTtl', REDIS_ADD_MANY_WITH_TTL);
  const writeMany = async (script: typeof setManyWithTtl, entries: ReadonlyArray<readonly [string, string]>, ttlSeconds: number) => {
    if (entries.length === 0) return;
    try {
      await script(entries.length, ...entries.map(([key]) => key), ttlSeconds, ...entries.map(([, value]) => value));
    } catch (error) {
      degraded(error);
    }
  };
  let lastError: string | null = null;
  const degraded = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (lastError === null) logger.warn({ err: message }, 'Redis unavailable: serving from the API without cache');
    lastError = message;
  };
  redis.on('error', degraded);
  redis.on('ready', () => {
    if (lastError !== null) logger.info('Redis reachable again: cache back on');
    lastError = null;
  });

  const untrack = trackCacheStore({ kind: 'redis', redisStatus: () => redis.status });

  return {
    kind: 'redis',
    async getMany(keys) {
      if (keys.length === 0) return [];
      try {
        const values = await redis.mget(...keys);
        recordCacheLookups('redis', keys, values);
        return values;
      } catch (error) {
        degraded(error);
        recordCacheLookups('redis', keys, null);
        return keys.map(() => null);
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(key, value, 'EX', ttlSeconds);
      } catch (error) {
        degraded(error);
      }
    },
    async add(key, value, ttlSeconds) {
      try {
        await redis.set(key, value, 'EX', ttlSeconds, 'NX');
      } catch (error) {
        degraded(error);
      }
    },
    setMany: (entries, ttlSeconds) => writeMany(setManyWithTtl, entries, ttlSeconds),
    addMany: (entries, ttlSeconds) => writeMany(addManyWithTtl, entries, ttlSeconds),
    async delete(keys) {
      if (keys.length === 0) return;
      try {
        await redis.del(...keys);
      } catch (error) {
        degraded(error);
      }
    },
    async lookupAnswer(lookup) {
      const keys = lookup.sessionKey === null ? [] : [lookup.sessionKey];
      try {
        const result = answerLookupReply(
          await lookupAnswer(
            keys.length,
            ...keys,
            options.keyPrefix,
            lookup.stampKeyPrefix,
            lookup.favoritesVersionKeyPrefix,
            lookup.answerKeyPrefix,
            lookup.newFavoritesVersion,
            lookup.versionTtlSeconds,
          ),
        );
        recordAnswerLookup('redis', result);
        return result;
      } catch (error) {
        degraded(error);
        recordCacheLookups('redis', ['response:'], null);
        return lookup.sessionKey === null ? { viewer: 'guest', answer: null } : { viewer: 'unverified', answer: null };
      }
    },
    async remainingTtl(key) {
      try {
        const seconds = await redis.ttl(key);
        return seconds >= 0 ? seconds : null;
      } catch (error) {
        degraded(error);
        return null;
      }
    },
    async health() {
      try {
        await redis.ping();
        return { ok: true };
      } catch (error) {
        degraded(error);
        return { ok: false, detail: lastError ?? 'unreachable' };
      }
    },
    async close() {
      untrack();
      redis.disconnect();
    },
  };
}
