import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

const register = (api: TestApi, username: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/auth/register', { body: { username, password: 'reader-pass-1' }, headers });
const failLogin = (api: TestApi, username: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/auth/login', { body: { username, password: 'wrong-pass-1' }, headers });

describe('client addresses: X-Forwarded-For is believed only from named proxies', () => {
  let direct: TestApi;
  let behindProxy: TestApi;
  beforeAll(async () => {
    const limits = { REGISTRATIONS_PER_ADDRESS_PER_HOUR: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 3, LOGIN_MAX_FAILURES_PER_USERNAME: 100 };
    direct = await startTestApi({ ...limits, TRUST_PROXY: false }, { books: 0, maxChapters: 1 });
    behindProxy = await startTestApi({ ...limits, TRUST_PROXY: 'loopback' }, { books: 0, maxChapters: 1 });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('trusts no proxy by default', async () => {
    const { loadConfig } = await import('../src/config/env.js');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
  });

  it('allows REGISTRATIONS_PER_ADDRESS_PER_HOUR new accounts per address, however the header is rotated', async () => {
    for (let i = 1; i <= 3; i++) expect((await register(direct, `flood_${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(201);
    const refused = await register(direct, 'flood_4', { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REGISTRATIONS', message: 'Too many new accounts from this address, please try again later' });
    expect((await direct.db.query("SELECT 1 FROM users WHERE username = 'flood_4'")).rows).toHaveLength(0);
  });

  it('a failed registration (taken username) does not use up the allowance', async () => {
    expect((await register(behindProxy, 'taken_1', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await register(behindProxy, 'taken_1', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(409);
    expect((await register(behindProxy, 'taken_2', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(201);
  });

  it('behind a named proxy, each client address has its own allowance', async () => {
    for (let i = 1; i <= 3; i++) expect((await register(behindProxy, `clienta_${i}`, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(201);
    expect((await register(behindProxy, 'clienta_4', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
    expect((await register(behindProxy, 'clientb_1', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(201);
  });

  it('rotating X-Forwarded-For does not bypass the per-address login limit', async () => {
    for (let i = 0; i < 3; i++) await failLogin(direct, `victim_${i}`, { 'x-forwarded-for': `192.0.2.${i}` });
    const answer = await failLogin(direct, 'victim_9', { 'x-forwarded-for': '192.0.2.200' });
    expect(answer.status).toBe(429);
  });
});

describe('control characters are bad input everywhere, never a 500', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({}, { books: 4, maxChapters: 2 });
  });
  afterAll(() => api.close());

  it.each([
    ['POST', '/api/auth/register', { username: 'nul\u0000user', password: 'reader-pass-1' }],
    ['POST', '/api/auth/login', { username: 'nul\u0000user', password: 'reader-pass-1' }],
    ['POST', '/api/auth/login', { username: 'someone', password: 'pass\u0000word' }],
    ['POST', '/api/auth/reset-password', { username: 'someone', recoveryCode: 'AAAA\u0007', newPassword: 'reader-pass-1' }],
  ])('%s %s with a control character in the body', async (method, path, body) => {
    const answer = await api.call(method, path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, data: null, code: 'CONTROL_CHARACTERS' });
  });

  it.each([
    '/api/books/search?q=%00',
    '/api/books/search?q=abc%00def',
    '/api/books?category=%00',
    '/api/books/category/%00',
    '/api/books/search?q=x&category=fan%1Btasy',
  ])('GET %s', async (path) => {
    const answer = await api.call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, data: null, code: 'CONTROL_CHARACTERS' });
  });

  it('GET /api/auth/user/<NUL> is refused before the database sees it', async () => {
    const user = await api.register();
    const answer = await api.call('GET', '/api/auth/user/a%00b', { token: user.token });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('CONTROL_CHARACTERS');
  });

  it('a body nested tens of thousands deep is searched without overflowing the stack', async () => {
    const nested = (inner: string) => `${'['.repeat(30_000)}${inner}${']'.repeat(30_000)}`;
    const hidden = await api.call('POST', '/api/auth/login', { body: nested('"\\u0000"') });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ success: false, data: null, code: 'CONTROL_CHARACTERS' });
    const harmless = await api.call('POST', '/api/auth/login', { body: nested('') });
    expect(harmless.status).toBe(400);
    expect(harmless.body).toMatchObject({ success: false, data: null, code: 'BAD_REQUEST' });
  });

  it('ordinary text, Chinese included, still passes', async () => {
    expect((await api.call('GET', `/api/books/search?q=${encodeURIComponent('龙 dragon')}`)).status).toBe(200);
  });
});

describe('production hardening', () => {
  // Booted before the tests, like every other suite's API: an API built inside a test would charge
  // all of the API's construction to that one test, and mutation testing would then judge every
  // service by it alone (MUTATION.md).
  let production: TestApi;
  beforeAll(async () => {
    production = await startTestApi({ NODE_ENV: 'production', OPENAPI_UI: false }, { books: 0, maxChapters: 1 });
  });
  afterAll(() => production.close());

  it('the OpenAPI explorer is off in production and on in development, the document stays', async () => {
    const { loadConfig } = await import('../src/config/env.js');
    expect(loadConfig({ NODE_ENV: 'production' }).OPENAPI_UI).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).OPENAPI_UI).toBe(true);
    expect((await production.call('GET', '/api/docs')).status).toBe(404);
    expect((await production.call('GET', '/api/openapi.json')).status).toBe(200);
  });
});
