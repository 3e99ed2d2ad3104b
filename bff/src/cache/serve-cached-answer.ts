import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { recordOperation, recordRestCallsPerRequest } from '../metrics/metrics.js';
import type { OperationNameLabels } from '../metrics/operation-names.js';
import { sendRepeatedBody } from '../response-compression.js';
import { sessionToken, tokenHash } from '../session.js';
import type { CacheStore } from './cache-store.js';
import { ageOf, answerKeyPrefix, answerLookup, decodeAnswer, queryHashOf, rememberLookup, type AnswerRequest } from './cached-answers.js';
import { cacheKeys } from './keys.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalRecord = (value: unknown) => value === undefined || value === null || isRecord(value);
const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The document a request names: the hash of its text, or the hash of an automatic persisted query
 * sent without its text. Null for what Apollo Server answers itself: a text with a persisted query's
 * hash (a registration, whose hash Apollo checks against the text), a malformed extension, no document.
 */
function documentHashOf(query: unknown, extensions: unknown): string | null {
  const persisted = isRecord(extensions) ? extensions.persistedQuery : undefined;
  if (persisted === undefined) return typeof query === 'string' && query !== '' ? queryHashOf(query) : null;
  if (query !== undefined || !isRecord(persisted) || persisted.version !== 1) return null;
  return typeof persisted.sha256Hash === 'string' && SHA256_HEX.test(persisted.sha256Hash) ? persisted.sha256Hash : null;
}

/** A JSON search parameter given at most once; `false` when it is given twice or is not a JSON object. */
function searchRecord(params: URLSearchParams, name: string): Record<string, unknown> | undefined | false {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) return false;
  try {
    const value: unknown = JSON.parse(values[0]!);
    return isRecord(value) ? value : false;
  } catch {
    return false;
  }
}

/**
 * The request's document, operation name and variables when it is one Apollo Server would take as
 * it is (a single operation, POST with a JSON body, or GET with the header its CSRF prevention asks
 * for); null for anything else, which goes to Apollo Server as usual.
 */
function answerRequestOf(req: Request): AnswerRequest | null {
  if (req.method === 'POST') {
    const body: unknown = req.body;
    if (!isRecord(body) || !optionalRecord(body.variables) || !optionalRecord(body.extensions)) return null;
    if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return null;
    const queryHash = documentHashOf(body.query, body.extensions);
    if (queryHash === null) return null;
    return {
      queryHash,
      operationName: body.operationName as string | null | undefined,
      variables: body.variables as Record<string, unknown> | null | undefined,
    };
  }
  if (req.method === 'GET') {
    const preflighted = ['apollo-require-preflight', 'x-apollo-operation-name'].some((name) => (req.get(name) ?? '').length > 0);
    if (!preflighted || req.get('content-type') !== undefined) return null;
    const params = new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf('?') + 1));
    const query = params.getAll('query');
    const operationName = params.getAll('operationName');
    const variables = searchRecord(params, 'variables');
    const extensions = searchRecord(params, 'extensions');
    if (query.length > 1 || operationName.length > 1 || variables === false || extensions === false) return null;
    const queryHash = documentHashOf(query[0], extensions);
    if (queryHash === null) return null;
    return { queryHash, operationName: operationName[0], variables };
  }
  return null;
}

/** Apollo Server's content type for the client's Accept header; null when Apollo would answer otherwise. */
function contentTypeFor(req: Request): string | null {
  if (!req.get('accept')) return 'application/json; charset=utf-8';
  const preferred = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']);
  return preferred === 'application/json' || preferred === 'application/graphql-response+json' ? `${preferred}; charset=utf-8` : null;
}

export interface CachedAnswerOptions {
  store: CacheStore;
  schemaTag: string;
  cookieName: string;
  operationNames: OperationNameLabels;
  logger: Logger;
}

/**
 * Answers a request whose whole answer is cached before Apollo Server runs, for the cost of one
 * cache round trip (answer-lookup.ts: the session, its stamp, the favorites version and the answer
 * together) and no parsing: the stored body is sent as stored, compressed for the client at most
 * once per process (response-compression.ts). Answers are only ever stored by the Apollo plugin
 * (graphql-response-cache.ts) for queries that ran without errors, under the exact query text,
 * operation name and variables, so a hit is what Apollo would answer again.
 * On a miss, what the lookup learnt (who the reader is) goes to the request's context, so the
 * operation does not read it again.
 */
export function serveCachedAnswers(options: CachedAnswerOptions): RequestHandler {
  const { store, schemaTag, cookieName, operationNames, logger } = options;
  return async (req: Request, res: Response, next: NextFunction) => {
    const request = answerRequestOf(req);
    const contentType = request && contentTypeFor(req);
    if (!request || !contentType) return next();
    const started = performance.now();
    const token = sessionToken(req, cookieName);
    const keyPrefix = answerKeyPrefix(schemaTag, request);
    const result = await store.lookupAnswer(answerLookup(keyPrefix, token === null ? null : cacheKeys.session(tokenHash(token))));
    const answer = result.answer === null ? null : decodeAnswer(result.answer);
    if (!answer) {
      rememberLookup(req, { keyPrefix, result });
      return next();
    }
    res.setHeader('content-type', contentType);
    res.setHeader('age', ageOf(answer));
    sendRepeatedBody(res, answer);
    const operation = operationNames.label(answer.operation);
    recordOperation(operation, 'query', false, (performance.now() - started) / 1000);
    recordRestCallsPerRequest(0);
    if (logger.isLevelEnabled('info')) {
      logger.info({ reqId: (req as { id?: unknown }).id, operation: answer.operation ?? 'anonymous', ms: Math.round(performance.now() - started), cached: true }, 'graphql operation');
    }
  };
}
