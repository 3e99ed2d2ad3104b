import { LRUCache } from 'lru-cache';
import { recordAnswerLookup, recordCacheLookups, trackCacheStore } from '../metrics/metrics.js';
import { lookUpAnswer } from './answer-lookup.js';
import type { CacheStore } from './cache-store.js';

/** An in-process LRU bounded both by entries and by bytes, with a TTL per entry. */
export function memoryStore(options: { maxEntries: number; maxBytes: number }): CacheStore {
  const lru = new LRUCache<string, string>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => (value.length + key.length) * 2,
  });
  const untrack = trackCacheStore({ kind: 'memory', memoryUsage: () => ({ entries: lru.size, bytes: lru.calculatedSize }) });
  return {
    kind: 'memory',
    getMany: async (keys) => {
      const values = keys.map((key) => lru.get(key) ?? null);
      recordCacheLookups('memory', keys, values);
      return values;
    },
    set: async (key, value, ttlSeconds) => {
      lru.set(key, value, { ttl: ttlSeconds * 1000 });
    },
    add: async (key, value, ttlSeconds) => {
      if (!lru.has(key)) lru.set(key, value, { ttl: ttlSeconds * 1000 });
    },
    setMany: async (entries, ttlSeconds) => {
      for (const [key, value] of entries) lru.set(key, value, { ttl: ttlSeconds * 1000 });
    },
    addMany: async (entries, ttlSeconds) => {
      for (const [key, value] of entries) if (!lru.has(key)) lru.set(key, value, { ttl: ttlSeconds * 1000 });
    },
    delete: async (keys) => {
      for (const key of keys) lru.delete(key);
    },
    lookupAnswer: async (lookup) => {
      const result = lookUpAnswer(
        lookup,
        (key) => lru.get(key) ?? null,
        (key, value, ttlSeconds) => lru.set(key, value, { ttl: ttlSeconds * 1000 }),
      );
      recordAnswerLookup('memory', result);
      return result;
    },
    remainingTtl: async (key) => (lru.has(key) ? Math.round(lru.getRemainingTTL(key) / 1000) : null),
    health: async () => ({ ok: true }),
    close: async () => {
      untrack();
      lru.clear();
    },
  };
}
