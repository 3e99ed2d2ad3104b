import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { MAX_QUERY_DEPTH: 6, MAX_ALIASES: 5, MAX_BATCH_OPERATIONS: 3, MAX_TOKENS: 300 } });
});
afterAll(() => stack.close());

const post = (body: string, headers: Record<string, string>) => fetch(`${stack.url}/graphql`, { method: 'POST', headers, body });

describe('authentication', () => {
  it.each([
    '{ favorites { total } }',
    '{ checkinStatus { hasCheckedIn } }',
    '{ readingTask(type: CHAPTER_READING) { progress } }',
    '{ withdrawProgress { userCoins } }',
    '{ withdrawStanding { userCoins } }',
    '{ accountDetails { total } }',
    'mutation { checkIn { coinsAwarded } }',
    'mutation { startReading(bookId: "1", chapterId: "1") { coinsAwarded } }',
    'mutation { reportReadingProgress(input: { bookId: "1", chapterId: "1", progressPercentage: 20 }) { coinsAwarded } }',
    'mutation { updateProfile(input: { email: "a@b.co" }) { id } }',
    'mutation { changePassword(input: { currentPassword: "reader-pass-1", newPassword: "reader-pass-2" }) { message } }',
    'mutation { issueRecoveryCode(input: { currentPassword: "reader-pass-1" }) { recoveryCode } }',
    'mutation { withdraw(targetLevel: 1, amount: 1) { nextLevel } }',
  ])('a guest gets UNAUTHENTICATED for %s', async (query) => {
    expect(codes(await stack.client().query(query))).toEqual(['UNAUTHENTICATED']);
  });

  it('a forged or stale cookie is a guest, and the cookie is cleared', async () => {
    const client = stack.client();
    client.cookie = 'novel_session=forged-token-value';
    const answer = await client.query('{ me { id } }');
    expect(answer.data.me).toBeNull();
    expect(answer.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });

  it("has no way to name another user: each session only ever sees its own data", async () => {
    const alice = stack.client();
    const bob = stack.client();
    await alice.register('alice');
    await bob.register('bob');
    await alice.query('mutation { addFavorite(bookId: "2") { book { id } } }');
    await alice.query('mutation { checkIn { coinsAwarded } }');
    expect((await bob.query('{ favorites { total } me { coins } accountDetails { total } }')).data).toEqual({
      favorites: { total: 0 },
      me: { coins: 0 },
      accountDetails: { total: 0 },
    });
    // The schema itself takes no user ids.
    const bad = await bob.query('{ favorites(userId: "1") { total } }');
    expect(codes(bad)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('abuse limits', () => {
  it('refuses a query deeper than the limit', async () => {
    const answer = await stack.client().query('{ favorites { items { book { chapters { items { readingProgress { progress } } } } } } }');
    expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.errors![0]!.message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: rewardRules { checkinReward }`).join(' ');
    const answer = await stack.client().query(`{ ${aliases} }`);
    expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.errors![0]!.message).toMatch(/alias/i);
  });

  it('counts aliased __typename as aliases: they cannot fill an answer past the limits', async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `t${i}: __typename`).join(' ');
    const answer = await stack.client().query(`{ books(pageSize: 100) { items { chapters(pageSize: 1000) { items { ${aliases} } } } } }`);
    expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.errors![0]!.message).toMatch(/alias/i);
    expect(answer.restCalls).toEqual([]);
  });

  it('sizes a page asked for with pageSize: null by its default before any REST call', async () => {
    // 50 chapters' text, fetched one at a time: past the 50 calls a request may make.
    const answer = await stack.client().query('{ book(id: "1") { chapters(page: 1, pageSize: null) { items { content } } } }');
    expect(codes(answer)).toEqual(['UPSTREAM_BUDGET_EXCEEDED']);
    expect(answer.restCalls).toEqual([]);
  });

  it('refuses search text over 100 characters with its own code, before any REST call', async () => {
    for (const query of ['a'.repeat(101), '书'.repeat(101), 'a'.repeat(17_000)]) {
      const answer = await stack.client().query('query($q: String!) { searchBooks(query: $q) { total } }', { q: query });
      expect(codes(answer)).toEqual(['SEARCH_KEYWORDS_TOO_LONG']);
      expect(answer.restCalls).toEqual([]);
    }
    expect((await stack.client().query('query($q: String!) { searchBooks(query: $q) { total } }', { q: ` ${'a'.repeat(100)} ` })).errors).toBeUndefined();
  });

  it('refuses variables nested past any input of the schema as bad input, sent as POST, batched or GET', async () => {
    // As text: too deep for this process's JSON.stringify too.
    const variables = (depth: number) => `{"x":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    const deep = `{"query":"{ books(pageSize: 1) { total } }","variables":${variables(5000)}}`;
    for (const body of [deep, `[${deep}]`]) {
      const response = await post(body, { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    }
    // A GET's address holds less (16 KB): as deep as fits in it.
    const params = new URLSearchParams({ query: '{ books(pageSize: 1) { total } }', variables: variables(1000) });
    const viaGet = await fetch(`${stack.url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(viaGet.status).toBe(400);
    expect(await viaGet.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    // Nesting as deep as a real input takes is fine.
    const shallow = await post(`{"query":"{ books(pageSize: 1) { total } }","variables":${variables(10)}}`, { 'content-type': 'application/json' });
    expect(shallow.status).toBe(200);
  });

  it('refuses a query whose list sizes multiply past the cost limit, before any REST call', async () => {
    const fields = 'id title author coverImage description tags isFavorited wordCount viewCount';
    const answer = await stack.client().query(`{ a: books(pageSize: 100) { items { ${fields} chapters(pageSize: 300) { items { id title number } } } } }`);
    expect(codes(answer)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(answer.status).toBe(400);
    expect(answer.restCalls).toEqual([]);
    // The novel detail screen's query stays well within the same limit.
    const detail = await stack.client().query(`{ book(id: "1") { id title author coverImage description publishDate viewCount totalChapters tags
      isFavorited chapters(pageSize: 50) { items { id title number hasContent readingProgress { isCompleted } } total } } }`);
    expect(detail.errors).toBeUndefined();
  });

  it('stops parsing a document longer than MAX_TOKENS', async () => {
    const answer = await stack.client().query(`{ ${'__typename '.repeat(300)}}`);
    expect(codes(answer)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(answer.errors![0]!.message).toMatch(/300 tokens/);
    expect((await stack.client().query(`{ ${'__typename '.repeat(250)}}`)).errors).toBeUndefined();
  });

  it('caps batched operations', async () => {
    const one = { query: '{ __typename }' };
    const ok = await post(JSON.stringify([one, one, one]), { 'content-type': 'application/json' });
    expect(ok.status).toBe(200);
    const tooMany = await post(JSON.stringify([one, one, one, one]), { 'content-type': 'application/json' });
    expect(tooMany.status).toBe(400);
  });

  it('refuses a body over the size limit', async () => {
    const response = await post(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(200_000)}` }), { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
  });

  it('refuses a CSRF-able simple request (text/plain, no preflight header)', async () => {
    const response = await post(JSON.stringify({ query: 'mutation { logout }' }), { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF|preflight/i);
  });
});

describe('production mode', () => {
  let production: Stack;
  beforeAll(async () => {
    production = await startStack({ config: { NODE_ENV: 'production', INTROSPECTION: false, COOKIE_SECURE: true }, seed: { books: 3, maxChapters: 2 } });
  });
  afterAll(() => production.close());

  it('turns introspection off, marks the cookie Secure and leaks no stack traces', async () => {
    const client = production.client();
    const introspection = await client.query('{ __schema { types { name } } }');
    expect(codes(introspection)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const answer = await client.query('mutation($input: RegisterInput!) { register(input: $input) { user { id } } }', {
      input: { username: 'prod_user', password: 'reader-pass-1' },
    });
    expect(answer.headers.getSetCookie()[0]).toMatch(/Secure/);
    const failure = await client.query('{ book(id: "999") { id } }');
    expect(codes(failure)).toEqual(['NOT_FOUND']);
    expect(JSON.stringify(failure.errors)).not.toMatch(/stacktrace|at .*\.ts/);
  });

  it('serves the production landing page rather than the Sandbox', async () => {
    const page = await (await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    const sandbox = await (await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    expect(sandbox).toMatch(/sandbox/i);
    expect(page).not.toBe(sandbox);
  });
});
