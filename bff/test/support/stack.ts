import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '@novel/api/testing';
import { pino } from 'pino';
import type { CacheStore } from '../../src/cache/cache-store.js';
import { memoryStore } from '../../src/cache/memory-store.js';
import { ResponseCache } from '../../src/cache/response-cache.js';
import { loadConfig, type BffConfig } from '../../src/config/env.js';
import { createBff, type Bff } from '../../src/app.js';

/**
 * The Redis command timeout of the tests' stores, generous on purpose. A test worker runs the API
 * (PGlite, whose queries hold the thread), the BFF and the test on one event loop, and on a busy
 * two-core machine that loop can stall past half a second. ioredis's timer then fires before the
 * reply that has already arrived is read, and the store fails open, as it should in production: a
 * cached answer looks missed, and a test counting REST calls fails for no fault of the cache.
 */
export const TEST_REDIS_TIMEOUT_MS = 5000;

export interface RestCall {
  method: string;
  path: string;
  status: number;
  /** When the call went out and when its answer was in (performance.now() of the test process). */
  startedMs: number;
  endedMs: number;
}

/**
 * A real API (PGlite, seeded) and a real BFF in front of it, both on loopback ports. Every REST
 * call the BFF makes is recorded under the GraphQL request's id, so tests can count them.
 */
export interface Stack {
  api: TestApi;
  bff: Bff;
  url: string;
  store: CacheStore;
  calls: Map<string, RestCall[]>;
  client(): GraphQLClient;
  close(): Promise<void>;
}

export interface GraphQLAnswer<T = any> {
  status: number;
  data: T;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string; [key: string]: unknown } }>;
  restCalls: RestCall[];
  headers: Headers;
}

let requestCounter = 0;

/** A browser-like client: keeps the session cookie it is given. */
export class GraphQLClient {
  cookie: string | null = null;

  constructor(private readonly stack: Pick<Stack, 'url' | 'calls'>) {}

  async query<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphQLAnswer<T>> {
    const requestId = `test-${++requestCounter}`;
    const response = await fetch(`${this.stack.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      this.cookie = pair!.endsWith('=') ? null : pair!;
    }
    const body = (await response.json()) as { data: T; errors?: GraphQLAnswer['errors'] };
    return { status: response.status, data: body.data, errors: body.errors, restCalls: this.stack.calls.get(requestId) ?? [], headers: response.headers };
  }

  /** Registers a fresh reader and keeps the session. */
  async register(prefix = 'reader'): Promise<{ id: string; username: string; password: string; recoveryCode: string }> {
    const username = `${prefix}_${Math.random().toString(36).slice(2, 10)}`.slice(0, 20);
    const password = 'secret-password';
    const answer = await this.query<{ register: { user: { id: string }; recoveryCode: string } }>(
      'mutation($input: RegisterInput!) { register(input: $input) { user { id } recoveryCode } }',
      { input: { username, password } },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return { id: answer.data.register.user.id, username, password, recoveryCode: answer.data.register.recoveryCode };
  }
}

export interface StackOptions {
  store?: CacheStore;
  config?: Partial<BffConfig>;
  /** API settings (the test API defaults: no minimum reading time, registrations unlimited). */
  api?: Parameters<typeof startTestApi>[0];
  seed?: { books: number; maxChapters: number };
  /** Another BFF replica in front of this stack's API (closing it leaves the API running). */
  replicaOf?: Stack;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // The API believes the BFF's X-Forwarded-For (it sits in front on loopback), as deployed.
  const api = options.replicaOf?.api ?? (await startTestApi({ TRUST_PROXY: 'loopback', ...options.api }, options.seed ?? { books: 60, maxChapters: 60 }));
  const store = options.store ?? memoryStore({ maxEntries: 5000, maxBytes: 64 * 1024 * 1024 });
  const calls = new Map<string, RestCall[]>();
  const config = loadConfig({ NODE_ENV: 'test' }, { API_URL: api.baseUrl, LOG_LEVEL: 'silent', ...options.config });
  const bff = await createBff({
    config,
    cache: new ResponseCache(store),
    logger: pino({ level: 'silent' }),
    onRestCall: (requestId, method, path, status, ms) => {
      const list = calls.get(requestId) ?? [];
      const endedMs = performance.now();
      list.push({ method, path: decodeURIComponent(path), status, startedMs: endedMs - ms, endedMs });
      calls.set(requestId, list);
    },
  });
  await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
  const stack: Stack = {
    api,
    bff,
    url,
    store,
    calls,
    client: () => new GraphQLClient(stack),
    async close() {
      await bff.apollo.stop();
      await store.close();
      if (!options.replicaOf) await api.close();
    },
  };
  return stack;
}

/** Each error's specific code: `extensions.reason` where a common code stands in `extensions.code`. */
export const codes = (answer: GraphQLAnswer) => answer.errors?.map((error) => error.extensions?.reason ?? error.extensions?.code);
