import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import type { BffConfig } from '../config/env.js';

// Report a rejection as an ordinary validation error (400, GRAPHQL_VALIDATION_FAILED) instead of
// throwing from inside validation, which Apollo would answer as an internal error.
const rejection = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Validation rules that refuse abusive operations before anything runs. */
export function queryLimitRules(config: BffConfig): ValidationRule[] {
  return [
    maxDepthRule({ n: config.MAX_QUERY_DEPTH, ignoreIntrospection: true, ...rejection }),
    maxAliasesRule({ n: config.MAX_ALIASES, ...rejection }),
    costLimitRule({ maxCost: config.MAX_QUERY_COST, ignoreIntrospection: true, ...rejection }),
  ] as ValidationRule[];
}

/** Batched HTTP requests (a JSON array of operations) are allowed up to a small count. */
export function limitBatchedOperations(max: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (Array.isArray(req.body) && req.body.length > max) {
      res.status(400).json({
        errors: [{ message: `At most ${max} operations may be batched in one request`, extensions: { code: 'BAD_REQUEST' } }],
      });
      return;
    }
    next();
  };
}
