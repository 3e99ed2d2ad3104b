/**
 * The small interface behind the BFF's response cache: Redis when REDIS_URL is set, otherwise a
 * bounded in-process LRU. Values are JSON strings. Implementations never throw: a failing store
 * answers misses and drops writes (the BFF then serves from the API) and reports it in `health`.
 */
import type { AnswerLookup, AnswerLookupResult } from './answer-lookup.js';

export interface CacheStore {
  readonly kind: 'redis' | 'memory';
  getMany(keys: readonly string[]): Promise<Array<string | null>>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** As set, but only where the key has no value yet (a newer write is never undone). */
  add(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Several entries with one lifetime, in one round trip. */
  setMany(entries: ReadonlyArray<readonly [string, string]>, ttlSeconds: number): Promise<void>;
  /** As setMany, but each entry only where its key has no value yet (a newer write is never undone). */
  addMany(entries: ReadonlyArray<readonly [string, string]>, ttlSeconds: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** The session, its stamp, the favorites version and a cached answer, in one round trip (answer-lookup.ts). */
  lookupAnswer(lookup: AnswerLookup): Promise<AnswerLookupResult>;
  /** Seconds until the entry expires, or null when there is none (diagnostics and tests). */
  remainingTtl(key: string): Promise<number | null>;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}
