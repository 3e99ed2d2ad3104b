import { existsSync } from 'node:fs';
import { z } from 'zod';
import { adminPasswordField } from '../schemas/admin.js';
import { usernameField } from '../schemas/common.js';

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A proxy trust list: empty, `false` or `none` trusts no proxy. */
const trustList = z
  .string()
  .optional()
  .transform((value) => {
    const list = (value ?? '').trim();
    return list === '' || list === 'false' || list === 'none' ? false : list;
  });

/**
 * Whether a time zone name is one both PostgreSQL and the browser's Intl know. A typo would make
 * every day-bound query fail, and `UTC+8` reads in PostgreSQL as POSIX, eight hours west.
 */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; without it the API runs on embedded PGlite. */
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().default('./.data/pglite'),
  /** Seed this many books when the catalog is empty at start-up (0 turns seeding off). */
  SEED_BOOKS: z.coerce.number().int().min(0).default(200),
  /** An IANA time zone name (the days of check-ins, tasks and statistics), refused at start-up when unknown. */
  APP_TIMEZONE: z.string().refine(isTimeZone, 'an IANA time zone name, such as Asia/Shanghai or UTC').default('Asia/Shanghai'),
  MIN_READ_SECONDS_FOR_REWARD: z.coerce.number().min(0).default(5),
  MIN_READ_SECONDS_FOR_COMPLETION: z.coerce.number().min(0).default(15),
  /** Reading time a day needs to count toward a reading streak. */
  STREAK_MIN_MINUTES: z.coerce.number().min(0).default(5),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 30),
  /**
   * The proxies whose X-Forwarded-For is believed (proxy-addr names or addresses, comma-separated,
   * e.g. `loopback` or `10.0.0.0/8`). Unset: none, and the client address is the peer's.
   */
  TRUST_PROXY: trustList,
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
  /** How long a client may take to send a whole request, headers and body (slow or stalled senders are cut off). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  ADMIN_USERNAME: usernameField.optional(),
  ADMIN_PASSWORD: adminPasswordField.optional(),
  /** The OpenAPI explorer at /api/docs; defaults to on outside production. */
  OPENAPI_UI: booleanFromString.optional(),
  /** When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset, the port's reach is the only guard. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
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

export type ApiConfig = Omit<z.infer<typeof envSchema>, 'OPENAPI_UI'> & { OPENAPI_UI: boolean };

/** Reads and validates the API's configuration once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  // An empty variable means "not set" (docker-compose and shells often pass them empty).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${details}`);
  }
  return { ...parsed.data, OPENAPI_UI: parsed.data.OPENAPI_UI ?? parsed.data.NODE_ENV !== 'production', ...overrides };
}
