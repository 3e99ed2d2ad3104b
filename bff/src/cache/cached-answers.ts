import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AnswerLookup, AnswerLookupResult } from './answer-lookup.js';
import { answerKeys } from './answer-lookup.js';
import { cacheKeys } from './keys.js';
import { CACHE_TTL } from './lifetimes.js';

/**
 * Whole GraphQL answers, kept for the lifetimes the schema's @cacheControl hints give (the spec's
 * section 9 values), shared by the HTTP fast path (serve-cached-answer.ts), which answers a hit
 * before Apollo runs, and the Apollo plugin (graphql-response-cache.ts), which stores answers and
 * serves the requests the fast path does not take.
 */

/** The parts of a GraphQL request an answer depends on. */
export interface AnswerRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Tells answers of one schema from another's (a deploy that changes the schema starts afresh). */
export const schemaTag = (typeDefs: readonly string[]) => createHash('sha256').update(typeDefs.join('\n')).digest('hex').slice(0, 12);

/** The answer keys' common prefix for a request: the schema, the query text, operation name and variables. */
export function answerKeyPrefix(tag: string, request: AnswerRequest): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([request.query, request.operationName ?? null, request.variables ?? null]))
    .digest('base64url');
  return cacheKeys.answer(tag, hash);
}

/** Who an answer is for, fixed before the operation runs. */
export type AnswerScope = { kind: 'guest' } | { kind: 'reader'; userId: number; favoritesVersion: string };

/** The keys an answer for this scope may be under, the reader's own first. */
export function readableKeys(prefix: string, scope: AnswerScope): string[] {
  return scope.kind === 'guest' ? [answerKeys.guest(prefix)] : [answerKeys.private(prefix, scope.userId, scope.favoritesVersion), answerKeys.signedIn(prefix)];
}

/** Where an answer with this cache scope is stored; null when it may not be (a private answer for a guest). */
export function writableKey(prefix: string, scope: AnswerScope, cacheScope: 'PUBLIC' | 'PRIVATE'): string | null {
  if (cacheScope === 'PRIVATE') return scope.kind === 'reader' ? answerKeys.private(prefix, scope.userId, scope.favoritesVersion) : null;
  return scope.kind === 'reader' ? answerKeys.signedIn(prefix) : answerKeys.guest(prefix);
}

export function answerLookup(prefix: string, sessionKey: string | null): AnswerLookup {
  return {
    sessionKey,
    stampKeyPrefix: cacheKeys.sessionsVersionPrefix,
    favoritesVersionKeyPrefix: cacheKeys.favoritesVersionPrefix,
    newFavoritesVersion: JSON.stringify(randomUUID()),
    versionTtlSeconds: CACHE_TTL.version,
    answerKeyPrefix: prefix,
  };
}

/** A stored answer: when it was made, its operation's name (for metrics and logs), and the HTTP body as sent. */
export interface StoredAnswer {
  at: number;
  operation: string | null;
  body: string;
}

export const encodeAnswer = (answer: StoredAnswer) => `${JSON.stringify({ at: answer.at, operation: answer.operation })}\n${answer.body}`;

export function decodeAnswer(text: string): StoredAnswer | null {
  const newline = text.indexOf('\n');
  if (newline < 0) return null;
  try {
    const head = JSON.parse(text.slice(0, newline)) as { at: number; operation: string | null };
    return { at: head.at, operation: head.operation, body: text.slice(newline + 1) };
  } catch {
    return null;
  }
}

/** The `age` header of a cached answer, in whole seconds. */
export const ageOf = (answer: StoredAnswer) => String(Math.max(0, Math.round((Date.now() - answer.at) / 1000)));

/** What the fast path found for a request it did not answer, for the context to start from. */
export interface LookupOutcome {
  /** The answer key prefix it looked up (and missed). */
  keyPrefix: string;
  result: AnswerLookupResult;
}
const outcomes = new WeakMap<IncomingMessage, LookupOutcome>();
export const rememberLookup = (req: IncomingMessage, outcome: LookupOutcome) => outcomes.set(req, outcome);
export const lookupOf = (req: IncomingMessage): LookupOutcome | undefined => outcomes.get(req);
