import type { ApolloServerPlugin } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GraphQLContext } from '../context.js';
import type { CacheStore } from './cache-store.js';
import { cacheKeys } from './keys.js';

/** Apollo's key-value cache interface over the BFF's cache store (Redis or the LRU). */
function keyValueCache(store: CacheStore): KeyValueCache<string> {
  const prefix = 'response:';
  return {
    async get(key) {
      return (await store.getMany([prefix + key]))[0] ?? undefined;
    },
    async set(key, value, options) {
      if (options?.ttl) await store.set(prefix + key, value, options.ttl);
    },
    async delete(key) {
      await store.delete([prefix + key]);
    },
  };
}

/**
 * Whole GraphQL responses, kept for the lifetimes the schema's @cacheControl hints give (the spec's
 * section 9 values). Answers that carry a reader's own data (favorite state, the favorites list)
 * are private: keyed by the reader and by the version of their favorites, so a favorite toggle
 * (which moves that version) makes them unreachable at once. Anything without a hint, such as
 * coins, progress or tasks, makes the whole answer uncacheable.
 */
export function graphqlResponseCache(store: CacheStore): ApolloServerPlugin<GraphQLContext> {
  return responseCachePlugin<GraphQLContext>({
    cache: keyValueCache(store),
    async sessionId({ contextValue }) {
      try {
        const userId = await contextValue.viewerId();
        if (userId === null) return null;
        return `${userId}:${await contextValue.cache.version(cacheKeys.favoritesFamily(userId))}`;
      } catch {
        // The session could not be checked: treat the request as a guest's (public answers only).
        return null;
      }
    },
  });
}
