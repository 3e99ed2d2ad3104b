import type { ApolloServerPlugin } from '@apollo/server';
import { isEnumType } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { answeredCode } from '../errors.js';
import { recordGraphQLError, recordOperation } from './metrics.js';
import { INVALID_OPERATION, type OperationNameLabels } from './operation-names.js';

/**
 * Counts and times every GraphQL operation by its (bounded) name and type, and every error in an
 * answer by the code its client is sent. Codes outside the schema's ErrorCode enum (none should
 * reach a client) count as `other`, so the code label stays a closed set too.
 */
export function graphqlMetrics(names: OperationNameLabels): ApolloServerPlugin<GraphQLContext> {
  let errorCodes: ReadonlySet<string> = new Set();
  return {
    async serverWillStart({ schema }) {
      const type = schema.getType('ErrorCode');
      errorCodes = new Set(isEnumType(type) ? type.getValues().map((value) => value.name) : []);
    },
    async requestDidStart() {
      const started = performance.now();
      let operation = INVALID_OPERATION;
      let type = 'unknown';
      return {
        // Only after validation: a document that does not parse or fit the schema stays `invalid`.
        async didResolveOperation({ operationName, operation: resolved }) {
          operation = names.label(operationName);
          type = resolved?.operation ?? 'unknown';
        },
        async willSendResponse({ errors }) {
          recordOperation(operation, type, errors !== undefined && errors.length > 0, (performance.now() - started) / 1000);
          if (!errors) return;
          for (const error of errors) {
            const code = answeredCode(error);
            recordGraphQLError(errorCodes.has(code) ? code : 'other');
          }
        },
      };
    },
  };
}
