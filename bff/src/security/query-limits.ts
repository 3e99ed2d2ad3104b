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
    maxAliasesRule({ n: config.MAX_ALIASES, ...rejection }),
  ] as ValidationRule[];
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
