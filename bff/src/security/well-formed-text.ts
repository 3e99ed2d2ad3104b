import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/** Whether any string in `value` (nested in arrays and objects) holds a lone UTF-16 surrogate. */
function holdsIllFormedText(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(holdsIllFormedText);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsIllFormedText);
  return false;
}

/**
 * Refuses variables holding text that is not Unicode (a lone surrogate, which JSON's \ud800 escapes
 * can carry) as bad input, before any resolver builds a cache key or an API call of it: they would
 * fail deep inside with an internal error. (In the query text graphql-js refuses it as it parses.)
 */
export function wellFormedTextPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          if (holdsIllFormedText(request.variables)) {
            throw new GraphQLError('Text must be valid Unicode: it holds a lone surrogate', {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
