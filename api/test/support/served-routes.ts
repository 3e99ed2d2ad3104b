import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AuthMode } from '../../src/plugins/auth.js';
import type { JsonSchema } from './json-schema-arbitrary.js';

/** One method of one route the app serves, with its inputs as JSON Schema. */
export interface ServedRoute {
  method: string;
  /** In Fastify's form, `/api/books/:bookId/chapters`. */
  url: string;
  auth: AuthMode;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Whether the route declares a JSON object as its success answer; without one (an SVG, the OpenAPI document, health probes) only its errors are envelopes. */
  answersEnvelope: boolean;
}

/** The schema a client must send, as JSON Schema: the input side of the route's own zod schema. */
function inputSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Turns the route options an `onRoute` hook saw into one entry per method. */
export function servedRoutes(recorded: readonly RouteOptions[]): ServedRoute[] {
  return recorded.flatMap((route) => {
    const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
    const config = (route.config ?? {}) as { auth?: AuthMode };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.map((method) => ({
      method,
      url: route.url,
      auth: config.auth ?? 'none',
      params: inputSchema(schema.params),
      querystring: inputSchema(schema.querystring),
      body: inputSchema(schema.body),
      answersEnvelope: Object.entries(schema.response ?? {}).some(([status, answer]) => status.startsWith('2') && answer instanceof z.ZodObject),
    }));
  });
}
