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

/**
 * The parts of a GraphQL request an answer depends on. The document is named by its SHA-256, as
 * Apollo Server names it (`requestContext.queryHash`): the hash of the text a request carries, or
 * the hash an automatic persisted query sends instead of the text. The same document keys the same
 * answers whichever way it came.
 */
export interface AnswerRequest {
  queryHash: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** A query text's hash, as Apollo Server computes it and as Apollo Client's persisted queries send it. */
export const queryHashOf = (query: string) => createHash('sha256').update(query).digest('hex');

/** Tells answers of one schema from another's (a deploy that changes the schema starts afresh). */
export const schemaTag = (typeDefs: readonly string[]) => createHash('sha256').update(typeDefs.join('\n')).digest('hex').slice(0, 12);

/** The answer keys' common prefix for a request: the schema, the document, operation name and variables. */
export function answerKeyPrefix(tag: string, request: AnswerRequest): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([request.queryHash, request.operationName ?? null, request.variables ?? null]))
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

/**
 * A stored answer: when it was made, its operation's name (for metrics and logs), a digest of its
 * body (which names the body's compressed copies, response-compression.ts, without reading it), and
 * the HTTP body as sent: text, or the bytes as Redis returned them.
 */
export interface StoredAnswer<Body extends string | Buffer = string> {
  at: number;
  operation: string | null;
  digest: string;
  body: Body;
}

/** The body's digest: two answers under one digest are served each other's packed copies, so one no one can make collide. */
const digestOf = (body: string) => createHash('sha256').update(body).digest('base64url');

/** A header line (JSON) and the body after it. */
export const encodeAnswer = (answer: { at: number; operation: string | null; body: string }) =>
  `${JSON.stringify({ at: answer.at, operation: answer.operation, digest: digestOf(answer.body) })}\n${answer.body}`;

const NEWLINE = 0x0a;

/** A stored answer read back; null for anything else (an answer stored without a digest, by an older BFF, too). */
export function decodeAnswer<Body extends string | Buffer>(stored: Body): StoredAnswer<Body> | null {
  const newline = typeof stored === 'string' ? stored.indexOf('\n') : stored.indexOf(NEWLINE);
  if (newline < 0) return null;
  try {
    const head = JSON.parse(typeof stored === 'string' ? stored.slice(0, newline) : stored.toString('utf8', 0, newline)) as Partial<StoredAnswer>;
    if (typeof head.at !== 'number' || typeof head.digest !== 'string') return null;
    const body = (typeof stored === 'string' ? stored.slice(newline + 1) : stored.subarray(newline + 1)) as Body;
    return { at: head.at, operation: typeof head.operation === 'string' ? head.operation : null, digest: head.digest, body };
  } catch {
    return null;
  }
}

/** The `age` header of a cached answer, in whole seconds. */
export const ageOf = (answer: { at: number }) => String(Math.max(0, Math.round((Date.now() - answer.at) / 1000)));

/** What the fast path found for a request it did not answer, for the context to start from. */
export interface LookupOutcome {
  /** The answer key prefix it looked up (and missed). */
  keyPrefix: string;
  result: AnswerLookupResult;
}
const outcomes = new WeakMap<IncomingMessage, LookupOutcome>();
export const rememberLookup = (req: IncomingMessage, outcome: LookupOutcome) => outcomes.set(req, outcome);
export const lookupOf = (req: IncomingMessage): LookupOutcome | undefined => outcomes.get(req);
