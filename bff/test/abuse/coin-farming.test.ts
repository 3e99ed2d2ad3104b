import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type GraphQLClient, type Stack } from '../support/stack.js';

// Attack: earn coins without reading, by opening many chapters at once and reporting progress on
// all of them, or by collecting first-read rewards from opening novels. The API runs with the
// production minimums (5 s for rewards, 15 s for completion); "waiting" moves the reader's clock
// back in the database instead of sleeping.
let stack: Stack;
let bookId: number;
let chapterIds: number[];
beforeAll(async () => {
  stack = await startStack({ api: { MIN_READ_SECONDS_FOR_REWARD: 5, MIN_READ_SECONDS_FOR_COMPLETION: 15 }, seed: { books: 6, maxChapters: 30 } });
  const book = await stack.api.db.query<{ book_id: number }>('SELECT book_id FROM books WHERE book_vip = 0 AND book_chapters >= 16 ORDER BY book_id LIMIT 1');
  bookId = book.rows[0]!.book_id;
  chapterIds = (await stack.api.db.query<{ id: number }>('SELECT id FROM chapters WHERE book_id = $1 ORDER BY chapter_no LIMIT 16', [bookId])).rows.map((row) => row.id);
});
afterAll(() => stack.close());

const open = (client: GraphQLClient, chapterId: number) =>
  client.query(`mutation { startReading(bookId: "${bookId}", chapterId: "${chapterId}") { coinsAwarded rewards { type } } }`);
const report = (client: GraphQLClient, chapterId: number, progressPercentage: number) =>
  client.query(
    `mutation { reportReadingProgress(input: { bookId: "${bookId}", chapterId: "${chapterId}", progressPercentage: ${progressPercentage}, language: EN_US }) {
      coinsAwarded isCompleted message rewardInSeconds clockRunning user { coins } } }`,
  );
const waitSeconds = (userId: string, seconds: number) =>
  stack.api.db.query('UPDATE reading_clocks SET last_event_at = last_event_at - make_interval(secs => $2) WHERE user_id = $1', [Number(userId), seconds]);
const coinsOf = async (client: GraphQLClient) => (await client.query('{ me { coins } }')).data.me.coins as number;
const completions = async (userId: string) =>
  (await stack.api.db.query('SELECT 1 FROM reading_progress WHERE user_id = $1 AND completed_at IS NOT NULL', [Number(userId)])).rows.length;

describe('parallel chapter farming', () => {
  it('16 chapters opened at once and reported 20/50/100% after 17 s earn what one honestly read chapter earns', async () => {
    const honest = stack.client();
    const honestUser = await honest.register('honest');
    await open(honest, chapterIds[0]!);
    await waitSeconds(honestUser.id, 17);
    for (const milestone of [20, 50, 100]) await report(honest, chapterIds[0]!, milestone);
    const honestCoins = await coinsOf(honest);
    expect(honestCoins).toBe(15);

    const farmer = stack.client();
    const farmerUser = await farmer.register('farmer');
    await Promise.all(chapterIds.map((id) => open(farmer, id)));
    await waitSeconds(farmerUser.id, 17);
    for (const milestone of [20, 50, 100]) await Promise.all(chapterIds.map((id) => report(farmer, id, milestone)));
    expect(await coinsOf(farmer)).toBeLessThanOrEqual(honestCoins);
    expect(await completions(farmerUser.id)).toBeLessThanOrEqual(1);
  });

  it('reports on chapters that are not open say that their time does not count', async () => {
    const farmer = stack.client();
    const user = await farmer.register('farmer');
    await open(farmer, chapterIds[0]!);
    await open(farmer, chapterIds[1]!);
    await waitSeconds(user.id, 30);
    const answer = await report(farmer, chapterIds[0]!, 100);
    expect(answer.data.reportReadingProgress).toMatchObject({ coinsAwarded: 0, isCompleted: false, clockRunning: false });
    expect(answer.data.reportReadingProgress.message).toMatch(/opened last/);
  });
});

describe('first-read reward without reading', () => {
  it('opening novels pays nothing until a chapter has been read for the minimum time', async () => {
    const collector = stack.client();
    await collector.register('collector');
    const novels = await stack.api.db.query<{ book_id: number; id: number }>(
      'SELECT DISTINCT ON (book_id) book_id, id FROM chapters ORDER BY book_id, chapter_no LIMIT 5',
    );
    for (const { book_id, id } of novels.rows) {
      const answer = await collector.query(`mutation { startReading(bookId: "${book_id}", chapterId: "${id}") { coinsAwarded rewards { type } } }`);
      expect(answer.data.startReading).toEqual({ coinsAwarded: 0, rewards: [] });
    }
    const early = await report(collector, chapterIds[0]!, 20);
    expect(codes(early)).toBeUndefined();
    expect(await coinsOf(collector)).toBe(0);
  });

  it('the reader is told a reward is on its way and how long is left', async () => {
    const reader = stack.client();
    await reader.register('reader');
    await open(reader, chapterIds[2]!);
    const answer = await report(reader, chapterIds[2]!, 20);
    expect(answer.data.reportReadingProgress).toMatchObject({ coinsAwarded: 0, clockRunning: true });
    expect(answer.data.reportReadingProgress.rewardInSeconds).toBeGreaterThan(0);
    expect(answer.data.reportReadingProgress.message).toMatch(/^Keep reading: the reading reward comes in \d+ s$/);
  });
});
