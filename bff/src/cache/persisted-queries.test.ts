import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store.js';
import { persistedQueryCache, WEB_APP_QUERIES } from './persisted-queries.js';

describe('persistedQueryCache', () => {
  const newStore = () => memoryStore({ maxEntries: 100, maxBytes: 1024 * 1024 });

  it('keeps a registered text in the shared store for its lifetime, where another replica finds it', async () => {
    const store = newStore();
    await persistedQueryCache(store, { ttlSeconds: 600 }).set('apq:abc', '{ me { id } }', { ttl: 5 });
    expect(await store.remainingTtl('apq:abc')).toBeGreaterThan(590);
    expect(await persistedQueryCache(store, { ttlSeconds: 600 }).get('apq:abc')).toBe('{ me { id } }');
    expect(await persistedQueryCache(store, { ttlSeconds: 600 }).get('apq:other')).toBeUndefined();
  });

  it('answers a text it has used without asking the store again, until it is deleted', async () => {
    const store = newStore();
    const cache = persistedQueryCache(store, { ttlSeconds: 600 });
    await store.set('apq:abc', '{ me { id } }', 600);
    expect(await cache.get('apq:abc')).toBe('{ me { id } }');
    await store.delete(['apq:abc']);
    expect(await cache.get('apq:abc')).toBe('{ me { id } }');
    await cache.delete('apq:abc');
    expect(await cache.get('apq:abc')).toBeUndefined();
  });

  it("knows the web app's operations without the store, and never writes them to it", async () => {
    const store = newStore();
    const [hash, text] = Object.entries(WEB_APP_QUERIES)[0]!;
    const cache = persistedQueryCache(store, { ttlSeconds: 600 });
    expect(await cache.get(`apq:${hash}`)).toBe(text);
    await cache.set(`apq:${hash}`, text);
    expect(await store.getMany([`apq:${hash}`])).toEqual([null]);
    // Only the texts' own keys: nothing inherited from Object.prototype.
    expect(await cache.get('apq:constructor')).toBeUndefined();
  });
});
