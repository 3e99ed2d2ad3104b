import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../context.js';
import type { CacheStore } from './cache-store.js';
import { ageOf, answerKeyPrefix, decodeAnswer, encodeAnswer, readableKeys, writableKey, type AnswerScope } from './cached-answers.js';

/** Who asks, fixed before the operation runs; a session that cannot be checked counts as a guest's. */
async function scopeOf(context: GraphQLContext): Promise<AnswerScope> {
  try {
    const userId = await context.viewerId();
    if (userId === null) return { kind: 'guest' };
    return { kind: 'reader', userId, favoritesVersion: await context.session.favoritesVersionAtStart(userId) };
  } catch {
    return { kind: 'guest' };
  }
}

/**
 * Stores whole answers of queries, and serves the requests the HTTP fast path (serve-cached-answer.ts)
 * does not: batched ones, and those whose session had to be checked with the API first. Answers
 * that carry a reader's own data (favorite state, the favorites list; scope PRIVATE) are keyed by
 * the reader and by the version of their favorites as the request started, so a favorite toggle
 * makes them unreachable at once; public answers are kept apart for guests and signed-in readers.
 * Anything without a hint, such as coins, progress or tasks, makes the whole answer uncacheable.
 */
export function graphqlResponseCache(store: CacheStore, tag: string): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let keyPrefix: string | null = null;
      let scope: AnswerScope | null = null;
      let served = false;
      return {
        async responseForOperation({ operation, queryHash, request, contextValue }) {
          if (operation?.operation !== 'query' || queryHash === undefined) return null;
          // A persisted query's hash was checked against its text when the text was registered.
          keyPrefix = answerKeyPrefix(tag, { queryHash, operationName: request.operationName, variables: request.variables });
          scope = await scopeOf(contextValue);
          // The fast path already looked this request up, in the same round trip as the session.
          if (contextValue.answerLookedUp === keyPrefix) return null;
          const stored = (await store.getMany(readableKeys(keyPrefix, scope))).find((value) => value !== null);
          const answer = stored ? decodeAnswer(stored) : null;
          if (!answer) return null;
          served = true;
          return {
            body: { kind: 'single', singleResult: JSON.parse(answer.body) as { data: Record<string, unknown> } },
            http: { status: undefined, headers: new HeaderMap([['age', ageOf(answer)]]) },
          };
        },
        async willSendResponse({ response, overallCachePolicy, operationName }) {
          if (served || keyPrefix === null || scope === null || response.body.kind !== 'single') return;
          const { data, errors, extensions } = response.body.singleResult;
          const policy = overallCachePolicy.policyIfCacheable();
          if (errors || extensions || !data || !policy) return;
          const key = writableKey(keyPrefix, scope, policy.scope);
          if (key === null) return;
          // The body exactly as Apollo sends it, so a hit is written out without parsing it.
          const body = `${JSON.stringify({ data })}\n`;
          void store.set(key, encodeAnswer({ at: Date.now(), operation: operationName ?? null, body }), policy.maxAge);
        },
      };
    },
  };
}
