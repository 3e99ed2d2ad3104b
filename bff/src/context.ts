import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { lookupOf } from './cache/cached-answers.js';
import type { ResponseCache } from './cache/response-cache.js';
import type { BffConfig } from './config/env.js';
import { unauthenticated } from './errors.js';
import { createLoaders, type Loaders } from './loaders.js';
import { RestClient } from './rest/client.js';
import { NovelApi } from './rest/novel-api.js';
import { UpstreamBudget } from './security/upstream-budget.js';
import { Session, type KnownViewer } from './session.js';

export interface GraphQLContext {
  requestId: string;
  logger: Logger;
  api: NovelApi;
  cache: ResponseCache;
  session: Session;
  loaders: Loaders;
  /** REST calls this HTTP request may still make (shared by batched operations). */
  budget: UpstreamBudget;
  /** The signed-in user's id, or null for a guest. */
  viewerId(): Promise<number | null>;
  /** The signed-in user's id; UNAUTHENTICATED for a guest. */
  requireViewerId(): Promise<number>;
  /** The answer key prefix the HTTP fast path already looked up for this request (and missed). */
  answerLookedUp: string | null;
}

export interface ContextDependencies {
  config: BffConfig;
  dispatcher: Dispatcher;
  cache: ResponseCache;
  logger: Logger;
  onRestCall?: (requestId: string, method: string, path: string, status: number, ms: number) => void;
}

/** Everything one GraphQL request works with, built fresh for each request. */
export function createContext(deps: ContextDependencies, req: Request, res: Response): GraphQLContext {
  const requestId = String((req as { id?: unknown }).id ?? req.headers['x-request-id'] ?? '');
  const logger = deps.logger.child({ reqId: requestId });
  // The fast path's lookup (serve-cached-answer.ts) may already know the reader.
  const lookup = lookupOf(req);
  const viewer = lookup?.result.viewer;
  const known: KnownViewer | undefined = viewer === undefined || viewer === 'unverified' ? undefined : viewer === 'guest' ? null : viewer;
  const session = new Session(deps.config, req, res, deps.cache, known);
  const budget = new UpstreamBudget(deps.config.MAX_UPSTREAM_CALLS_PER_REQUEST);
  const rest = new RestClient({
    budget,
    baseUrl: deps.config.API_URL,
    dispatcher: deps.dispatcher,
    timeoutMs: deps.config.API_TIMEOUT_MS,
    token: session.token,
    requestId,
    clientAddress: req.ip,
    logger,
    onCall: deps.onRestCall && ((method, path, status, ms) => deps.onRestCall!(requestId, method, path, status, ms)),
  });
  const api = new NovelApi(rest);
  const viewerId = async () => (await session.viewer(rest))?.userId ?? null;
  // Start resolving the session at once, alongside whatever the operation fetches first.
  if (session.token) session.viewer(rest).catch(() => undefined);
  return {
    requestId,
    logger,
    api,
    cache: deps.cache,
    session,
    loaders: createLoaders(api, deps.cache, viewerId),
    budget,
    viewerId,
    // A lookup that could not vouch for the session read no answer: the plugin looks again once
    // the API has checked it.
    answerLookedUp: lookup && lookup.result.viewer !== 'unverified' ? lookup.keyPrefix : null,
    async requireViewerId() {
      const id = await viewerId();
      if (id === null) throw unauthenticated();
      return id;
    },
  };
}
