import { existsSync } from 'node:fs';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  BFF_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base URL of the REST API (without /api); unset, the API on this machine at API_PORT. */
  API_URL: z.url().optional(),
  /** The API's own port setting, read only for API_URL's default: a changed API_PORT moves both. */
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Shared cache for all replicas; without it each replica keeps a bounded in-process LRU. */
  REDIS_URL: z.string().optional(),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).default(150),
  /** Namespace of this deployment's keys in a shared Redis. */
  REDIS_KEY_PREFIX: z.string().default('novel:bff:'),
  MEMORY_CACHE_MAX_ENTRIES: z.coerce.number().int().min(100).default(5000),
  MEMORY_CACHE_MAX_BYTES: z.coerce.number().int().min(1024 * 1024).default(64 * 1024 * 1024),
  /** Defaults to on outside production. */
  INTROSPECTION: booleanFromString.optional(),
  SESSION_COOKIE_NAME: z.string().default('novel_session'),
  SESSION_COOKIE_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * How long the BFF trusts its cached token -> user mapping before asking the API again: a
   * session revoked at the API stops working here within this time (ARCHITECTURE.md: 30 s).
   */
  SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(30).default(20),
  /** Defaults to on in production; the cookie then only travels over HTTPS. */
  COOKIE_SECURE: booleanFromString.optional(),
  BODY_LIMIT: z.string().default('100kb'),
  /** How long a client may take to send a whole request, headers and body (slow or stalled senders are cut off). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  MAX_QUERY_DEPTH: z.coerce.number().int().min(2).default(10),
  MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  /**
   * Fields one operation may answer, a list multiplying what is under it by its page size. The
   * reader's chapter list (1000 chapters) is the largest screen, at about 10,000.
   */
  MAX_QUERY_COST: z.coerce.number().int().min(50).default(25_000),
  /** REST calls one HTTP request (batched operations together) may cause. */
  MAX_UPSTREAM_CALLS_PER_REQUEST: z.coerce.number().int().min(1).default(50),
  MAX_TOKENS: z.coerce.number().int().min(100).default(2000),
  MAX_BATCH_OPERATIONS: z.coerce.number().int().min(1).default(5),
  /**
   * The proxies whose X-Forwarded-For is believed (proxy-addr names or addresses, comma-separated,
   * e.g. `loopback` or `10.0.0.0/8`). Unset: none, and the client address is the peer's.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => {
      const list = (value ?? '').trim();
      return list === '' || list === 'false' || list === 'none' ? false : list;
    }),
  /** When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset, the port's reach is the only guard. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Distinct GraphQL operation names the metrics label on their own; later ones count as `other`. */
  METRICS_MAX_OPERATION_NAMES: z.coerce.number().int().min(1).max(1000).default(50),
  /**
   * OTLP/HTTP collector for traces (e.g. http://127.0.0.1:4318); unset, tracing is off and its SDK
   * never loads. server.ts reads it before this validation runs; it is listed here to be checked.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
});

/**
 * Reads the repository's `.env` (copied from `.env.example`) into the environment, if there is
 * one; variables already set win. Entry points call this once, before `loadConfig`.
 */
export function loadEnvFile(): void {
  const file = new URL('../../../.env', import.meta.url);
  if (existsSync(file)) process.loadEnvFile(file);
}

export type BffConfig = Omit<z.infer<typeof envSchema>, 'API_URL' | 'API_PORT' | 'INTROSPECTION' | 'COOKIE_SECURE'> & {
  API_URL: string;
  INTROSPECTION: boolean;
  COOKIE_SECURE: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<BffConfig> = {}): BffConfig {
  // An empty variable means "not set" (docker-compose and shells often pass them empty).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid BFF configuration: ${details}`);
  }
  const { API_PORT, ...settings } = parsed.data;
  const production = settings.NODE_ENV === 'production';
  return {
    ...settings,
    API_URL: settings.API_URL ?? `http://127.0.0.1:${API_PORT}`,
    INTROSPECTION: settings.INTROSPECTION ?? !production,
    COOKIE_SECURE: settings.COOKIE_SECURE ?? production,
    ...overrides,
  };
}
