import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from '../support/stack.js';

// Attack: script registrations to multiply coin farming across accounts, and rotate
// X-Forwarded-For so per-address limits never bite. The BFF trusts no proxy by default; the API
// believes the BFF (TRUST_PROXY=loopback, as the stacks run it).
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { user { id } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }';

describe('addresses the BFF sees directly', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      api: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: 10, LOGIN_MAX_FAILURES_PER_ADDRESS: 5, LOGIN_MAX_FAILURES_PER_USERNAME: 100 },
      seed: { books: 1, maxChapters: 1 },
    });
  });
  afterAll(() => stack.close());

  it('registration flooding stops at REGISTRATIONS_PER_ADDRESS_PER_HOUR (10), however X-Forwarded-For is rotated', async () => {
    const results: Array<string | undefined> = [];
    for (let i = 1; i <= 12; i++) {
      const answer = await stack.client().query(REGISTER, { input: { username: `flood_${i}`, password: 'flood-pass-1' } }, { 'x-forwarded-for': `203.0.113.${i}` });
      results.push(codes(answer)?.[0]);
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(results.slice(10)).toEqual(['TOO_MANY_REGISTRATIONS', 'TOO_MANY_REGISTRATIONS']);
    expect((await stack.api.db.query("SELECT 1 FROM users WHERE username LIKE 'flood_%'")).rows).toHaveLength(10);
  });

  it('rotating X-Forwarded-For does not reset the per-address login limit', async () => {
    const results: Array<string | undefined> = [];
    for (let i = 1; i <= 7; i++) {
      const answer = await stack.client().query(LOGIN, { input: { username: `target_${i}`, password: 'guess-pass-1' } }, { 'x-forwarded-for': `198.51.100.${i}` });
      results.push(codes(answer)?.[0]);
    }
    expect(results.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(results.slice(5)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
  });
});

describe('behind a proxy the operator names (TRUST_PROXY=loopback)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { TRUST_PROXY: 'loopback' }, api: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: 2 }, seed: { books: 1, maxChapters: 1 } });
  });
  afterAll(() => stack.close());

  it('each client address the proxy reports has its own allowance', async () => {
    const register = (username: string, address: string) =>
      stack.client().query(REGISTER, { input: { username, password: 'flood-pass-1' } }, { 'x-forwarded-for': address });
    expect(codes(await register('proxied_a1', '192.0.2.1'))).toBeUndefined();
    expect(codes(await register('proxied_a2', '192.0.2.1'))).toBeUndefined();
    expect(codes(await register('proxied_a3', '192.0.2.1'))).toEqual(['TOO_MANY_REGISTRATIONS']);
    expect(codes(await register('proxied_b1', '192.0.2.2'))).toBeUndefined();
  });
});
