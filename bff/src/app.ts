import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { Agent } from 'undici';
import type { ErrorCode } from './__generated__/resolvers-types.js';
import { cacheKeys } from './cache/keys.js';
import { CACHE_TTL } from './cache/lifetimes.js';
import { schemaTag } from './cache/cached-answers.js';
import { graphqlResponseCache } from './cache/graphql-response-cache.js';
import { persistedQueryCache } from './cache/persisted-queries.js';
import { serveCachedAnswers } from './cache/serve-cached-answer.js';
import { createContext, type ContextDependencies, type GraphQLContext } from './context.js';
import { answeredCode } from './errors.js';
import { graphqlMetrics } from './metrics/graphql-metrics.js';
import { httpMetrics, METRICS_PATH, metricsEndpoint } from './metrics/http-metrics.js';
import { recordGraphQLError, recordRestCall, recordRestCallsPerRequest } from './metrics/metrics.js';
import { OperationNameLabels } from './metrics/operation-names.js';
import { compressResponses } from './response-compression.js';
import { resolvers } from './resolvers/index.js';
import { loadTypeDefs } from './schema.js';
import { limitBatchedOperations, limitVariableNesting, queryLimitRules } from './security/query-limits.js';
import { wellFormedTextPlugin } from './security/well-formed-text.js';
import { dropMalformedSessionCookie } from './session.js';
import { queryCostPlugin } from './security/upstream-budget.js';

export type BffDependencies = Omit<ContextDependencies, 'dispatcher'>;

export interface Bff {
  httpServer: Server;
  apollo: ApolloServer<GraphQLContext>;
}

/** Logs each operation with its name, duration and error codes, under the request id. */
function operationLogging(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, errors }) {
          contextValue.logger.info(
            {
              operation: operationName ?? 'anonymous',
              ms: Math.round(performance.now() - started),
              errors: errors?.map(answeredCode),
            },
            'graphql operation',
          );
        },
      };
    },
  };
}

const securityHeaders = {
  referrerPolicy: { policy: 'no-referrer' as const },
  xFrameOptions: { action: 'deny' as const },
  strictTransportSecurity: false,
};
/** The BFF answers JSON and SVG, never a page of its own: nothing may run, load or frame it. */
const apiHeaders = helmet({
  ...securityHeaders,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
});
/** Apollo's Sandbox page (development) brings its own nonce-based policy; it may still not be framed. */
const sandboxHeaders = helmet({
  ...securityHeaders,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] } },
});
/** The request's id for logs and traces: the proxy's `x-request-id` when it is a sane token, else a new one; sent back. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/**
 * The web client sends its queries as GET, and a GET answer without Cache-Control would be stored in
 * the browser's disk cache, where a reader's account, coins and favorites would outlive sign-out.
 */
const keepAnswersOutOfHttpCaches: express.RequestHandler = (_req, res, next) => {
  res.set('cache-control', 'no-store');
  next();
};

/** What a refused request was told, by status: the body parser's refusals (the rest say "Bad request"). */
const clientErrorMessages: Partial<Record<number, string>> = {
  400: 'Malformed request body',
  413: 'Request body too large',
  415: 'Unsupported content type or encoding',
};

/** A message without graphql-js's "Did you mean ...?" hints, which spell out the schema. */
const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean [^?]*\?/g, '');

/** Probes and scrapes, which come every few seconds. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', METRICS_PATH]);

const isSandboxPage = (req: express.Request) => req.method === 'GET' && req.path === '/graphql' && req.accepts(['json', 'html']) === 'html';

export async function createBff(deps: BffDependencies): Promise<Bff> {
  const { config, cache, logger } = deps;
  const production = config.NODE_ENV === 'production';
  // One keep-alive pool to the API for the whole process, closed when the server stops.
  const dispatcher = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
  const contextDeps: ContextDependencies = { ...deps, dispatcher };
  const app = express();
  app.disable('x-powered-by');
  // First, so every request is counted, refused ones included (OPERATIONS.md, "Metrics").
  app.use(httpMetrics());
  // X-Forwarded-For counts only from the proxies the operator names (ARCHITECTURE.md, "client address").
  app.set('trust proxy', config.TRUST_PROXY);
  app.use((req, res, next) => (!production && isSandboxPage(req) ? sandboxHeaders : apiHeaders)(req, res, next));
  app.use(compressResponses);
  const httpLogger = pinoHttp({
    logger,
    genReqId: requestIdOf,
    // By path: a scrape may carry a query string (Prometheus' `params`), and is not logged either.
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has((req.url ?? '').split('?')[0]!) },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
  app.use((req, res, next) => {
    // GraphQL requests are logged once, by the operation plugin (with the operation's name). They
    // skip pino-http, which would serialise and redact each request into a child logger that no
    // line ever uses: about a tenth of the CPU of a cached answer (bff/BENCHMARKS.md).
    if (req.url.startsWith('/graphql')) {
      req.id = requestIdOf(req, res);
      next();
      return;
    }
    httpLogger(req, res, next);
  });

  app.get(METRICS_PATH, metricsEndpoint(config.METRICS_TOKEN));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const [api, cacheHealth] = await Promise.all([
      fetch(`${config.API_URL}/readyz`, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.ok)
        .catch(() => false),
      cache.store.health(),
    ]);
    // A cache outage degrades speed, not correctness: the BFF stays ready and says so.
    res.status(api ? 200 : 503).json({
      status: api ? (cacheHealth.ok ? 'ready' : 'degraded') : 'unavailable',
      api: api ? 'up' : 'down',
      cache: { kind: cache.store.kind, ok: cacheHealth.ok, ...(cacheHealth.detail ? { detail: cacheHealth.detail } : {}) },
    });
  });

  // Covers come from the API; the browser only ever talks to the BFF.
  app.get('/covers/:file', async (req, res) => {
    const requestId = String((req as { id?: unknown }).id ?? '');
    const file = req.params.file;
    if (!/^\d{1,10}\.svg$/.test(file)) {
      res.status(400).json({ message: 'file must look like 123.svg' });
      return;
    }
    try {
      const svg = await cache.remember(cacheKeys.cover(file), CACHE_TTL.books, async () => {
        const started = performance.now();
        // Counted with the other REST calls; 0 when no (whole) answer came.
        let status = 0;
        try {
          const response = await fetch(`${config.API_URL}/api/covers/${file}`, {
            headers: { 'x-request-id': requestId },
            signal: AbortSignal.timeout(config.API_TIMEOUT_MS),
          });
          const text = await response.text();
          status = response.status;
          if (!response.ok) throw Object.assign(new Error(`cover answered ${status}`), { status });
          return text;
        } finally {
          recordRestCall('GET', '/api/covers/{file}', status, (performance.now() - started) / 1000);
        }
      });
      res.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(svg);
    } catch (error) {
      const status = (error as { status?: number }).status === 404 ? 404 : 502;
      if (status === 502) req.log.warn({ err: error, file }, 'cover unavailable');
      res.status(status).json({ message: status === 404 ? 'Cover not found' : 'Cover unavailable' });
    }
  });

  // Node's own deadline for a request is 300 s, checked every 30 s: a client that stalls halfway
  // through its body would hold a connection that long.
  const httpServer = createServer(
    { requestTimeout: config.REQUEST_TIMEOUT_MS, headersTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    app,
  );
  const typeDefs = loadTypeDefs();
  const answersTag = schemaTag(typeDefs);
  const operationNames = new OperationNameLabels(config.METRICS_MAX_OPERATION_NAMES);
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers,
    introspection: config.INTROSPECTION,
    csrfPrevention: true,
    // server.ts owns SIGTERM/SIGINT and stops Apollo itself; Apollo's own handler would call stop()
    // a second time, which never settles in Apollo Server 5 and held every shutdown for 10 s.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: true,
    includeStacktraceInErrorResponses: config.NODE_ENV === 'development',
    // Production answers no "Did you mean ...?" hints: they would spell out the schema.
    hideSchemaDetailsFromClientErrors: production,
    parseOptions: { maxTokens: config.MAX_TOKENS },
    // The web app sends a query's hash instead of its text (Apollo Client's PersistedQueryLink).
    persistedQueries: { cache: persistedQueryCache(cache.store, { ttlSeconds: CACHE_TTL.persistedQuery }) },
    validationRules: queryLimitRules(config),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Cache hints drive the response cache only; no Cache-Control header leaves the BFF, since
      // answers may be private. No usage is ever reported to Apollo's cloud.
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: false }),
      wellFormedTextPlugin(),
      queryCostPlugin(config.MAX_QUERY_COST),
      graphqlResponseCache(cache.store, answersTag),
      ApolloServerPluginUsageReportingDisabled(),
      production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
      operationLogging(),
      graphqlMetrics(operationNames),
      { serverWillStart: async () => ({ serverWillStop: () => dispatcher.close() }) },
    ],
    formatError: (formatted, error) => {
      const code = formatted.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
        if (answeredCode(error) === 'BAD_REQUEST') return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
        logger.error({ err: error }, 'unexpected resolver failure');
        if (production) return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      // The option above cleans validation errors only; a misspelt field in the variables is
      // reported later, with the same hint.
      if (production) return { ...formatted, message: withoutSuggestions(formatted.message) };
      return formatted;
    },
  });
  await apollo.start();

  app.use(
    '/graphql',
    express.json({ limit: config.BODY_LIMIT }),
    limitBatchedOperations(config.MAX_BATCH_OPERATIONS),
    limitVariableNesting,
    keepAnswersOutOfHttpCaches,
    dropMalformedSessionCookie(config),
    serveCachedAnswers({ store: cache.store, schemaTag: answersTag, cookieName: config.SESSION_COOKIE_NAME, operationNames, logger }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const context = createContext(contextDeps, req, res);
        // Once per HTTP request, batched operations together, as the budget counts them.
        res.once('close', () => recordRestCallsPerRequest(context.budget.callsMade));
        return context;
      },
    }),
  );

  // An unknown path: JSON like every other answer here, with the headers set above (Express's own
  // 404 page would replace the policy with its own).
  app.use((_req: express.Request, res: express.Response) => {
    res.status(404).json({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
  });

  app.use((error: Error & { status?: number; type?: string }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    const message = clientErrorMessages[status] ?? (status === 500 ? 'Internal server error' : 'Bad request');
    if (status === 500) logger.error({ err: error }, 'request failed');
    const code: ErrorCode = status === 500 ? 'INTERNAL_SERVER_ERROR' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    recordGraphQLError(code);
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  });

  return { httpServer, apollo };
}
