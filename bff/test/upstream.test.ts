import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../src/cache/memory-store.js';
import { ResponseCache } from '../src/cache/response-cache.js';
import { loadConfig } from '../src/config/env.js';
import { createBff, type Bff } from '../src/app.js';

// A BFF whose API is down (nothing listens on the port it points at).
let bff: Bff;
let url: string;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'production' }, { API_URL: 'http://127.0.0.1:9', API_TIMEOUT_MS: 500, LOG_LEVEL: 'silent' });
  bff = await createBff({ config, cache: new ResponseCache(memoryStore({ maxEntries: 100, maxBytes: 1024 * 1024 * 8 })), logger: pino({ level: 'silent' }) });
  await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
});
afterAll(() => bff.apollo.stop());

describe('when the API is unreachable', () => {
  it('answers UPSTREAM_UNAVAILABLE with a generic message', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ books { total } }' }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(body.errors[0]!.message).toBe('The service is temporarily unavailable, please try again later');
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|stacktrace/);
  });

  it('is not ready, and says why', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', api: 'down' });
  });
});
