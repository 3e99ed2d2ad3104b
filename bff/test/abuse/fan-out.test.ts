import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from '../support/stack.js';

// Attack: one GraphQL request that makes the BFF call the API hundreds of times (aliases, lists
// of lists, chapter texts under a list, batched operations). Defaults: MAX_UPSTREAM_CALLS_PER_REQUEST
// 50, MAX_QUERY_COST 25,000.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ seed: { books: 120, maxChapters: 50 } });
});
afterAll(() => stack.close());

const post = async (body: unknown) => {
  const client = stack.client();
  await client.register('batcher');
  const requestId = `batch-${Math.random()}`;
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie!, 'x-request-id': requestId },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Array<{ errors?: Array<{ extensions: { code: string } }> }>, calls: stack.calls.get(requestId) ?? [] };
};

describe('fan-out', () => {
  it("the reported attack (six aliases of 50 books with 41-46 chapters each) is refused before any REST call", async () => {
    const client = stack.client();
    await client.register();
    const aliases = [41, 42, 43, 44, 45, 46].map((size, i) => `a${i}: books(pageSize: 50, page: ${i + 1}) { items { id chapters(pageSize: ${size}) { items { id title number } } } }`);
    const started = performance.now();
    const answer = await client.query(`{ ${aliases.join(' ')} }`);
    expect(codes(answer)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(answer.status).toBe(400);
    expect(answer.restCalls.filter((call) => !call.path.startsWith('/api/auth/session'))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('chapter texts under a list cost one call each: past the budget the request is refused up front', async () => {
    const client = stack.client();
    await client.register();
    const answer = await client.query('{ books(pageSize: 60) { items { id chapters(pageSize: 1) { items { content } } } } }');
    expect(codes(answer)).toEqual(['UPSTREAM_BUDGET_EXCEEDED']);
    expect(answer.errors![0]!.message).toMatch(/at most 50/);
    expect(answer.restCalls.filter((call) => !call.path.startsWith('/api/auth/session'))).toEqual([]);
  });

  it('aliases add up: 14 novel details with 3 chapter texts each go past the budget', async () => {
    const client = stack.client();
    await client.register();
    const aliases = Array.from({ length: 14 }, (_, i) => `b${i}: book(id: "${i + 1}") { id chapters(pageSize: 3) { items { content } } }`);
    const answer = await client.query(`{ ${aliases.join(' ')} }`);
    expect(codes(answer)).toEqual(['UPSTREAM_BUDGET_EXCEEDED']);
    expect(answer.restCalls.filter((call) => !call.path.startsWith('/api/auth/session'))).toEqual([]);
  });

  it('batched operations share one budget: the request never makes more than 50 REST calls', async () => {
    const operation = (page: number) => ({ query: `{ books(page: ${page}, pageSize: 14) { items { id chapters(pageSize: 1) { items { content } } } } }` });
    const answer = await post([1, 2, 3, 4, 5].map(operation));
    expect(answer.body).toHaveLength(5);
    const refused = answer.body.filter((result) => result.errors?.[0]?.extensions.code === 'UPSTREAM_BUDGET_EXCEEDED');
    expect(refused.length).toBeGreaterThan(0);
    expect(answer.calls.length).toBeLessThanOrEqual(50);
  });

  it('batched operations share one field limit: two each under it are refused together past it', async () => {
    // About 15,300 fields each, 3 REST calls: alone each is let in.
    const operation = (page: number) => ({ query: `{ books(page: ${page}, pageSize: 100) { items { id chapters(pageSize: 50) { items { id title number } } } } }` });
    const alone = await post([operation(1)]);
    expect(alone.body[0]?.errors).toBeUndefined();
    const answer = await post([operation(1), operation(2)]);
    expect(answer.body.map((result) => result.errors?.[0]?.extensions.code ?? null)).toEqual([null, 'QUERY_TOO_COMPLEX']);
  });

  it("the app's own screens stay well inside the limits", async () => {
    const client = stack.client();
    await client.register();
    const screens = {
      home: '{ books(page: 1, pageSize: 30) { items { id title coverImage tags author isVip coinsRequired isFavorited } total totalPages } }',
      detail: `{ book(id: "7") { id title author description tags isFavorited readingProgress { lastChapterId }
        chapters(pageSize: 50) { total items { id title number hasContent coinsRequired readingProgress { isCompleted } } } } }`,
      reader: `{ book(id: "7") { id title readingProgress { lastChapterId } chapters(pageSize: 1000) { total items { id title number isFree coinsRequired hasContent readingProgress { isCompleted progress } } } } }`,
      tasks: `{ me { coins } checkinStatus { hasCheckedIn } a: readingTask(type: CHAPTER_READING) { progress } b: readingTask(type: NOVEL_READING) { progress }
        withdrawProgress { canWithdraw } withdrawStanding { isMaxLevel } withdrawConfig { requiredCoins } rewardRules { checkinReward } }`,
    };
    for (const [screen, query] of Object.entries(screens)) {
      const answer = await client.query(query);
      expect(answer.errors, screen).toBeUndefined();
      expect(answer.restCalls.length, screen).toBeLessThanOrEqual(9);
    }
  });
});
