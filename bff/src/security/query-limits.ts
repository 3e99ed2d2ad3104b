import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import type { BffConfig } from '../config/env.js';
import { recordGraphQLError } from '../metrics/metrics.js';

// Report a rejection as an ordinary validation error (400, GRAPHQL_VALIDATION_FAILED) instead of
// throwing from inside validation, which Apollo would answer as an internal error.
const rejection = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/**
 * Validation rules that refuse abusive shapes before anything runs. What an operation costs (list
 * sizes, REST calls) is checked once its variables are known: see upstream-budget.ts.
 */
export function queryLimitRules(config: BffConfig): ValidationRule[] {
  return [
    maxDepthRule({ n: config.MAX_QUERY_DEPTH, ignoreIntrospection: true, ...rejection }),
    // `__typename` counts too (graphql-armor lets it through by default): a few hundred aliases of
    // it under a long list would fill an answer of megabytes from one REST call.
    maxAliasesRule({ n: config.MAX_ALIASES, allowList: [], ...rejection }),
  ] as ValidationRule[];
}

/**
 * How deeply a request's variables may nest: deeper than any input of the schema (3 levels), far
 * below what would overflow the stack of code that walks them (JSON.stringify for cache keys).
 */
export const MAX_VARIABLE_NESTING = 20;

/** The nesting depth of a JSON value, walked without recursion, counting no further than past `stopAfter`. */
function nestingDepth(value: unknown, stopAfter: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAfter) break;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The variables of each operation in a request: of the JSON body (one or a batch), or of the query string. */
function variablesOf(req: Request): unknown[] {
  if (req.method === 'GET') {
    const text = req.query.variables;
    if (typeof text !== 'string') return [];
    try {
      return [JSON.parse(text)];
    } catch {
      return []; // Apollo Server answers malformed variables itself.
    }
  }
  const operations: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
  return operations.map((operation) => (typeof operation === 'object' && operation !== null ? (operation as { variables?: unknown }).variables : undefined));
}

/** Refuses variables nested deeper than MAX_VARIABLE_NESTING as bad input, before anything reads them. */
export function limitVariableNesting(req: Request, res: Response, next: NextFunction) {
  if (variablesOf(req).some((variables) => nestingDepth(variables, MAX_VARIABLE_NESTING) > MAX_VARIABLE_NESTING)) {
    recordGraphQLError('BAD_USER_INPUT');
    res.status(400).json({
      errors: [{ message: `Variables may nest at most ${MAX_VARIABLE_NESTING} levels deep`, extensions: { code: 'BAD_USER_INPUT' } }],
    });
    return;
  }
  next();
}

/** Batched HTTP requests (a JSON array of operations) are allowed up to a small count. */
export function limitBatchedOperations(max: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (Array.isArray(req.body) && req.body.length > max) {
      recordGraphQLError('BAD_REQUEST');
      res.status(400).json({
        errors: [{ message: `At most ${max} operations may be batched in one request`, extensions: { code: 'BAD_REQUEST' } }],
      });
      return;
    }
    next();
  };
}
