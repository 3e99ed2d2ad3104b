import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Subscription } from './db/database.js';
import { authPlugin } from './plugins/auth.js';
import { controlCharactersPlugin } from './plugins/control-characters.js';
import { answerConnectionError, answerRouterError, registerErrorHandling } from './plugins/error-handler.js';
import { metricsPlugin } from './plugins/metrics.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { accountRoutes } from './routes/account/index.js';
import { authRoutes } from './routes/auth/index.js';
import { booksRoutes } from './routes/books/index.js';
import { coversRoutes } from './routes/covers/index.js';
import { favoritesRoutes } from './routes/favorites/index.js';
import { healthRoutes } from './routes/health/index.js';
import { readingRoutes } from './routes/reading/index.js';
import { rulesRoutes } from './routes/rules/index.js';
import { tasksRoutes } from './routes/tasks/index.js';
import { userRoutes } from './routes/user/index.js';
import { withdrawRoutes } from './routes/withdraw/index.js';

export const API_PREFIX = '/api';
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The API as a Fastify app, ready for `listen()` (server.ts) or `inject()` and real HTTP in tests. */
export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Fastify's default is no limit: a client that sends its headers and then stalls, or drips its
    // body, would hold a connection for ever. Node checks the deadlines once a second.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { requestTimeout: config.REQUEST_TIMEOUT_MS, headersTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    // Keep the BFF's request id so one reader action can be followed across both services' logs.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerConnectionError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.NODE_ENV !== 'production' }));
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before every route, so each is counted by its template (OPERATIONS.md, "Metrics").
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Novel reader REST API',
        version: '1.0.0',
        description:
          'Every answer is `{ success, data, message }`; a refusal has `success: false` and a `code` from a closed set (the `ErrorCode` schema), which clients translate.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas named with .meta({ id }) (Book, User, ErrorCode, ...) become components the BFF's types are generated from.
    transformObject: (input) => withSvgCovers(jsonSchemaTransformObject(input)),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  if (config.OPENAPI_UI) await app.register(swaggerUi, { routePrefix: DOCS_PATH });

  await app.register(authPlugin, { sessions: ctx.sessions });
  // Sessions and favorites are kept in memory only while the database's notice of their changes is followed.
  const followed: Subscription[] = [];
  let closing = false;
  app.addHook('onReady', async () => {
    const follow = (start: (onFollowing: (following: boolean) => void) => Subscription, heard: string, unheard: string) =>
      followed.push(
        start((following) => {
          if (following) app.log.info(heard);
          else if (!closing) app.log.warn(unheard);
        }),
      );
    follow(
      ctx.sessions.followChanges,
      'following session changes: sessions are kept in memory',
      'session changes unheard: every request reads its session until the database is reachable again',
    );
    follow(
      ctx.keptFavorites.followChanges,
      'following favorite changes: favorites are kept in memory',
      'favorite changes unheard: every favorite check reads the database until it is reachable again',
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.all(followed.map((subscription) => subscription.close()));
  });
  await app.register(controlCharactersPlugin);
  await app.register(healthRoutes(ctx));
  for (const routes of [authRoutes, booksRoutes, readingRoutes, favoritesRoutes, userRoutes, tasksRoutes, withdrawRoutes, accountRoutes, coversRoutes, rulesRoutes]) {
    await app.register(routes(ctx), { prefix: API_PREFIX });
  }
  return app;
}

/** The covers route answers an SVG image, not JSON; its refusals are JSON like every other. */
function withSvgCovers<Document extends { paths?: Record<string, unknown> }>(document: Document): Document {
  const covers = document.paths?.[`${API_PREFIX}/covers/{file}`] as { get?: { responses?: Record<string, { content?: Record<string, unknown> }> } } | undefined;
  const answer = covers?.get?.responses?.['200'];
  if (answer?.content) answer.content = { 'image/svg+xml': answer.content['application/json'] };
  return document;
}
