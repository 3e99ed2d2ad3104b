import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from '../support/stack.js';

// Attack: break the servers with control characters (NUL was a 500 with a stack trace), frame the
// app or sniff its answers, and read the schema out of production error messages.
let stack: Stack;
let production: Stack;
beforeAll(async () => {
  stack = await startStack({ seed: { books: 3, maxChapters: 2 } });
  production = await startStack({ config: { NODE_ENV: 'production', INTROSPECTION: false }, seed: { books: 1, maxChapters: 1 } });
});
afterAll(async () => {
  await stack.close();
  await production.close();
});

describe('control characters', () => {
  it.each([
    ['a NUL in a login username', 'mutation { login(input: { username: "ad\\u0000min", password: "x-pass-1" }) { user { id } } }'],
    ['a NUL in a registration username', 'mutation { register(input: { username: "nul\\u0000user", password: "reader-pass-1" }) { user { id } } }'],
    ['a NUL in a search keyword', '{ searchBooks(query: "dragon\\u0000") { total } }'],
    ['an escape character in a search keyword', '{ searchBooks(query: "\\u001b[31m") { total } }'],
  ])('%s is bad input (CONTROL_CHARACTERS), not a server failure', async (_name, query) => {
    const client = stack.client();
    await client.register();
    const answer = await client.query(query);
    expect(codes(answer)).toEqual(['CONTROL_CHARACTERS']);
    expect(answer.errors![0]!.message).toMatch(/control characters/);
  });
});

describe('text that is not Unicode', () => {
  // (In the query text graphql-js refuses it already, as a parse error.)
  it('a lone surrogate in a variable is bad input, not a server failure', async () => {
    const body = '{ "query": "query($q: String!) { searchBooks(query: $q) { total } }", "variables": { "q": "\\ud800abc" } }';
    const client = stack.client();
    await client.register();
    const response = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: client.cookie! }, body });
    const answer = (await response.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> };
    expect(response.status).toBe(400);
    expect(answer.errors?.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toMatch(/valid Unicode/);
  });
});

describe('refused bodies', () => {
  it('an unsupported content encoding is a 415 that says so, not "Internal server error"', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      // Not zstd: Node 24's zlib decodes it, so the body parser takes it there (and then finds it malformed).
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      body: '{"query":"{ __typename }"}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errors: [{ message: 'Unsupported content type or encoding', extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('security headers', () => {
  it.each(['/graphql', '/healthz', '/covers/1.svg', '/no-such-path'])('%s is sent with CSP (frame-ancestors none), nosniff, X-Frame-Options and Referrer-Policy', async (path) => {
    const response = await fetch(`${stack.url}${path}`, {
      method: path === '/graphql' ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: path === '/graphql' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
    });
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('the development Sandbox page may not be framed either', async () => {
    const response = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('production', () => {
  it('answers no field suggestions that would spell out the schema', async () => {
    const development = await stack.client().query('{ boks { total } }');
    expect(development.errors![0]!.message).toMatch(/Did you mean/);
    const answer = await production.client().query('{ boks { total } }');
    expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.errors![0]!.message).not.toMatch(/Did you mean/);
  });

  it('answers no field suggestions for a misspelt input field in the variables either', async () => {
    const login = 'mutation($i: LoginInput!) { login(input: $i) { user { id } } }';
    const messages = (answer: { errors?: Array<{ message: string }> }) => answer.errors!.map((error) => error.message).join('\n');
    const development = await stack.client().query(login, { i: { usernam: 'a', password: 'b' } });
    expect(messages(development)).toMatch(/"usernam" is not defined by type "LoginInput". Did you mean "username"\?/);
    const answer = await production.client().query(login, { i: { usernam: 'a', password: 'b' } });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(messages(answer)).toMatch(/"usernam" is not defined by type "LoginInput"\./);
    expect(messages(answer)).not.toMatch(/Did you mean/);
  });
});
