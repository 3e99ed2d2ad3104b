import { randomUUID } from 'node:crypto';
import type { CacheStore } from './cache-store.js';
import { cacheKeys } from './keys.js';
import { CACHE_TTL } from './lifetimes.js';

/**
 * Typed JSON on top of a CacheStore. Families of keys that change together (a user's favorites
 * pages) carry a version stamp in their key; bumping the stamp makes the whole family unreachable
 * at once, without listing or scanning keys. Stamps are random so an evicted stamp never revives
 * old entries.
 */
export class ResponseCache {
  constructor(readonly store: CacheStore) {}

  async getMany<T>(keys: readonly string[]): Promise<Array<T | undefined>> {
    const values = await this.store.getMany(keys);
    return values.map((value) => (value === null ? undefined : (JSON.parse(value) as T)));
  }

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.getMany<T>([key]))[0];
  }

  set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    return this.store.set(key, JSON.stringify(value), ttlSeconds);
  }

  setMany(entries: ReadonlyArray<readonly [string, unknown]>, ttlSeconds: number): Promise<void> {
    return this.store.setMany(
      entries.map(([key, value]) => [key, JSON.stringify(value)] as const),
      ttlSeconds,
    );
  }

  /** As setMany, each entry only where its key has no value yet. */
  addMany(entries: ReadonlyArray<readonly [string, unknown]>, ttlSeconds: number): Promise<void> {
    return this.store.addMany(
      entries.map(([key, value]) => [key, JSON.stringify(value)] as const),
      ttlSeconds,
    );
  }

  delete(...keys: string[]): Promise<void> {
    return this.store.delete(keys);
  }

  /**
   * The cached value, or the loaded one. The write is not awaited: the answer does not wait on
   * the cache (stores never throw, they log and drop a failed write). It goes only where the key
   * is still empty: a mutation that stored a newer value while this one loaded (saved reader
   * settings) keeps it.
   */
  async remember<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const hit = await this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    void this.store.add(key, JSON.stringify(value), ttlSeconds);
    return value;
  }

  /** The current stamp of a key family, created on first use. */
  async version(family: string): Promise<string> {
    const key = cacheKeys.versionOf(family);
    const current = await this.get<string>(key);
    if (current !== undefined) return current;
    const fresh = randomUUID();
    await this.set(key, fresh, CACHE_TTL.version);
    return fresh;
  }

  async bumpVersion(family: string): Promise<void> {
    await this.set(cacheKeys.versionOf(family), randomUUID(), CACHE_TTL.version);
  }
}
