import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import { queryCost, type QueryCost } from './query-cost.js';

const UPSTREAM_BUDGET_EXCEEDED = 'UPSTREAM_BUDGET_EXCEEDED';
const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

const refusal = (code: ErrorCode, message: string, details: Record<string, number>) =>
  new GraphQLError(message, { extensions: { code, ...details, http: { status: 400 } } });

/**
 * The REST calls one HTTP request may cause (MAX_UPSTREAM_CALLS_PER_REQUEST), shared by every
 * operation batched in it. Operations reserve their estimated cost before they run; each REST call
 * is counted as it goes out, so even a cost the estimate could not know stops at the limit.
 */
export class UpstreamBudget {
  private reserved = 0;
  private spent = 0;
  private fields = 0;

  constructor(readonly limit: number) {}

  /**
   * Admits an operation whose cost is known before it runs: its fields (refused past `maxFields`)
   * and its estimated REST calls (refused past the limit), batched operations counted together.
   * A refused operation keeps nothing, so the ones batched after it are judged on their own cost.
   */
  reserve(cost: QueryCost, maxFields: number): void {
    const fields = this.fields + cost.complexity;
    if (fields > maxFields) {
      throw refusal(
        QUERY_TOO_COMPLEX,
        `This request asks for up to ${fields} fields (lists multiply what is under them, batched operations add up); at most ${maxFields} are allowed.`,
        { limit: maxFields, complexity: fields },
      );
    }
    const reserved = this.reserved + cost.upstreamCalls;
    if (reserved > this.limit) {
      throw refusal(
        UPSTREAM_BUDGET_EXCEEDED,
        `This request would make up to ${reserved} calls to the API; at most ${this.limit} are allowed. Ask for fewer items or fewer fields at once.`,
        { limit: this.limit, estimated: reserved },
      );
    }
    this.fields = fields;
    this.reserved = reserved;
  }

  get callsMade(): number {
    return this.spent;
  }

  /** Counts one REST call about to be made; refuses it past the limit. */
  spend(): void {
    this.spent += 1;
    if (this.spent > this.limit) {
      throw refusal(UPSTREAM_BUDGET_EXCEEDED, `This request reached the limit of ${this.limit} calls to the API.`, { limit: this.limit });
    }
  }
}

/** Refuses, before anything runs, an operation too complex or too costly upstream, with the ones batched before it. */
export function queryCostPlugin(maxComplexity: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          contextValue.budget.reserve(queryCost(schema, document, operation, request.variables ?? {}), maxComplexity);
        },
      };
    },
  };
}
