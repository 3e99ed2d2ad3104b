import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import webQueries from '../__generated__/persisted-queries.json' with { type: 'json' };
import type { CacheStore } from './cache-store.js';

/** Apollo Server's prefix for persisted queries' keys (`apq:<sha256>`) in the cache it is given. */
const APQ_KEY_PREFIX = 'apq:';

/**
 * The web app's own operations, `{ [sha256]: text }` exactly as its Apollo Client sends them
 * (scripts/persisted-queries.mjs, written by `pnpm codegen`): known to every replica from its start.
 */
export const WEB_APP_QUERIES: Readonly<Record<string, string>> = webQueries;

/**
 * Where Apollo Server keeps automatic persisted queries (a query's text under its SHA-256, which a
 * client then sends instead of the text). The web app's operations are known from the start, so
 * its first request of each already goes up as a hash alone. Any other client's texts, registered
 * the first time it sends them in full, go to the shared cache store, so a text registered on one
 * replica is known to all; each process keeps the texts it has used, since a hash always names
 * the same text. A registered text expires from the store after `ttlSeconds` (whatever lifetime
 * Apollo asks for); a client that then sends only its hash is told so and sends the text again.
 */
export function persistedQueryCache(
  store: CacheStore,
  { ttlSeconds, known = WEB_APP_QUERIES, maxBytes = 4 * 1024 * 1024 }: { ttlSeconds: number; known?: Readonly<Record<string, string>>; maxBytes?: number },
): KeyValueCache<string> {
  const knownTexts = new Map(Object.entries(known).map(([hash, text]) => [`${APQ_KEY_PREFIX}${hash}`, text]));
  const used = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (text) => text.length + 64 });
  return {
    async get(key) {
      const knownText = knownTexts.get(key);
      if (knownText !== undefined) return knownText;
      const text = used.get(key) ?? (await store.getMany([key]))[0];
      if (text === null || text === undefined) return undefined;
      used.set(key, text);
      return text;
    },
    async set(key, text) {
      if (knownTexts.has(key)) return;
      used.set(key, text);
      await store.set(key, text, ttlSeconds);
    },
    async delete(key) {
      used.delete(key);
      await store.delete([key]);
    },
  };
}
