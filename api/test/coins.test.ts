import { beforeAll, describe, expect, it } from 'vitest';
import { COIN_RULES } from '../src/domain/rules.js';
import { readingCalls, startLedgerCheckedApi, type CatalogFixtures } from './support/reading-suite.js';
import { ledgerMismatches, type TestApi, type TestUser } from './support/test-api.js';

let api: TestApi;
let fixtures: CatalogFixtures;
let admin: TestUser;
startLedgerCheckedApi({}, { books: 30, maxChapters: 20 }, (started) => {
  ({ api, fixtures } = started);
});
beforeAll(async () => {
  admin = await api.register('admin');
  await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
});

const { coinsOf } = readingCalls(() => api);
const setCoins = (user: TestUser, coins: number) => api.call('PUT', `/api/user/${user.id}/coins`, { token: admin.token, body: { coins } });
const checkIn = (user: TestUser, language = 'en-US') => api.call('POST', '/api/tasks/checkin', { token: user.token, body: { userId: user.id, language } });

describe('daily check-in', () => {
  it('pays +30, moves nextCheckinTime 24 h ahead and refuses a second check-in in the period', async () => {
    const user = await api.register();
    const before = await api.call('GET', `/api/tasks/checkin/${user.id}`, { token: user.token });
    expect(before.body.data).toMatchObject({ hasCheckedIn: false, date: null, nextCheckinTime: null });
    const first = await checkIn(user);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ hasCheckedIn: true, coins: COIN_RULES.checkinReward, totalCoins: COIN_RULES.checkinReward });
    expect(first.body.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const next = new Date(first.body.data.nextCheckinTime).getTime();
    expect(next - new Date(first.body.data.lastCheckinTime).getTime()).toBe(24 * 3600 * 1000);
    expect(first.body.message).toBe('Checked in: +30 coins');
    const second = await checkIn(user);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ALREADY_CHECKED_IN');
    expect(await coinsOf(user)).toBe(COIN_RULES.checkinReward);
  });

  it('allows the next check-in once nextCheckinTime has passed', async () => {
    const user = await api.register();
    await checkIn(user, 'zh-CN');
    await api.db.query("UPDATE users SET next_checkin_at = now() - interval '1 second' WHERE id = $1", [user.id]);
    const again = await checkIn(user, 'zh-CN');
    expect(again.body.message).toBe('签到成功，获得30金币');
    expect(await coinsOf(user)).toBe(2 * COIN_RULES.checkinReward);
  });

  it('pays exactly once for 50 concurrent check-ins', async () => {
    const user = await api.register();
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkIn(user)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(await coinsOf(user)).toBe(COIN_RULES.checkinReward);
  });
});

describe('paid chapters', () => {
  const paidChapters = async () => (await fixtures.chapters(fixtures.vipBook!.book_id)).slice(COIN_RULES.freeChaptersInVipBook);
  const open = (user: TestUser, chapterId: number) =>
    api.call('POST', '/api/reading/start', { token: user.token, body: { userId: user.id, bookId: fixtures.vipBook!.book_id, chapterId } });

  it('refuses with too few coins and changes nothing', async () => {
    const user = await api.register();
    const [chapter] = await paidChapters();
    const answer = await open(user, chapter!.id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'INSUFFICIENT_COINS', message: 'Insufficient coins' });
    expect(await coinsOf(user)).toBe(0);
    const { rows } = await api.db.query('SELECT 1 FROM chapter_opens WHERE user_id = $1 UNION ALL SELECT 1 FROM coin_ledger WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('debits the price once, unlocks the chapter for good and records a "novel payment"', async () => {
    const user = await api.register();
    const price = fixtures.vipBook!.book_price;
    await setCoins(user, price + 100);
    const [chapter] = await paidChapters();
    const locked = await api.call('GET', `/api/books/${fixtures.vipBook!.book_id}/chapters/${chapter!.id}`, { token: user.token });
    expect(locked.body.data).toMatchObject({ locked: true, isPurchased: false });
    const first = await open(user, chapter!.id);
    // Opening the first chapter of this novel also pays the first-read reward.
    expect(first.body.data).toMatchObject({ coinsDeducted: price, coinsAwarded: COIN_RULES.firstReadReward, remainingCoins: 100 + COIN_RULES.firstReadReward });
    const again = await open(user, chapter!.id);
    expect(again.body.data.coinsDeducted).toBe(0);
    const content = await api.call('GET', `/api/books/${fixtures.vipBook!.book_id}/chapters/${chapter!.id}`, { token: user.token });
    expect(content.body.data).toMatchObject({ locked: false, isPurchased: true });
    // Bought, though not read in yet: the batch of a reader's chapter records says so.
    const records = await api.call('GET', `/api/reading/chapters/${user.id}?bookIds=${fixtures.vipBook!.book_id}`, { token: user.token });
    expect(records.body.data.books).toEqual([expect.objectContaining({ chapters: [], purchasedChapterIds: [chapter!.id] })]);
    expect(content.body.data.content).toBe(chapter!.content);
    const details = await api.call('GET', `/api/account/details/${user.id}?language=en-US`, { token: user.token });
    expect(details.body.data.details[1]).toMatchObject({ transaction_type: 'subtract', amount: price, task_type: 'other' });
    expect(details.body.data.details[1].formatted_description).toMatch(/^Novel payment: /);
  });

  it('refuses to open a chapter without text, paid or free, and changes nothing', async () => {
    const user = await api.register();
    const bookId = fixtures.vipBook!.book_id;
    const price = fixtures.vipBook!.book_price;
    await setCoins(user, price * 3);
    // Blank chapters (whitespace only) at the end of the VIP book: past its free chapters, so priced.
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO chapters (book_id, chapter_no, title, content, word_count)
       VALUES ($1, 2001, 'Chapter 2001 Blank', E'  \n\t ', 0), ($1, 2002, 'Chapter 2002 Empty', '', 0),
              ($1, 2004, 'Chapter 2004 Wide spaces', E'\u3000\u3000\u00a0\n', 0)
       RETURNING id`,
      [bookId],
    );
    // Blank as the web app's trim() sees it: the ideographic and no-break spaces count as space.
    for (const { id } of rows) {
      const locked = await api.call('GET', `/api/books/${bookId}/chapters/${id}`, { token: user.token });
      expect(locked.body.data).toMatchObject({ locked: true, hasContent: false, coinsRequired: price });
    }
    for (const { id } of rows) {
      const answer = await open(user, id);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'CHAPTER_EMPTY', message: 'Chapter content is not updated yet, please try again later' });
    }
    expect(await coinsOf(user)).toBe(price * 3);
    const recorded = await api.db.query(
      `SELECT 1 FROM chapter_opens WHERE user_id = $1 UNION ALL SELECT 1 FROM chapter_purchases WHERE user_id = $1
       UNION ALL SELECT 1 FROM coin_ledger WHERE user_id = $1 AND transaction_type = 'subtract'`,
      [user.id],
    );
    expect(recorded.rows).toHaveLength(0);

    // A blank chapter of a free book is refused the same way: no clock starts on it.
    const freeBookId = fixtures.freeBooks[0]!;
    const free = await api.db.query<{ id: number }>(
      `INSERT INTO chapters (book_id, chapter_no, title, content, word_count) VALUES ($1, 2003, 'Chapter 2003 Blank', ' ', 0) RETURNING id`,
      [freeBookId],
    );
    const freeAnswer = await api.call('POST', '/api/reading/start', {
      token: user.token,
      body: { userId: user.id, bookId: freeBookId, chapterId: free.rows[0]!.id },
    });
    expect(freeAnswer.status).toBe(409);
    expect(freeAnswer.body.code).toBe('CHAPTER_EMPTY');
    expect((await api.db.query('SELECT 1 FROM chapter_opens WHERE user_id = $1', [user.id])).rows).toHaveLength(0);
    expect(await ledgerMismatches(api.db)).toEqual([]);
  });

  it('refuses progress on a locked chapter', async () => {
    const user = await api.register();
    const [chapter] = await paidChapters();
    const answer = await api.call('POST', '/api/reading/progress', {
      token: user.token,
      body: { userId: user.id, bookId: fixtures.vipBook!.book_id, chapterId: chapter!.id, progressPercentage: 50 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CHAPTER_LOCKED', message: 'This chapter must be unlocked before reading' });
  });

  it('lets exactly 10 of 50 concurrent purchases succeed when the balance covers 10', async () => {
    const user = await api.register();
    const bookId = fixtures.vipBook!.book_id;
    const price = fixtures.vipBook!.book_price;
    // Fifty more paid chapters in the VIP book, so every purchase is of a different chapter.
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO chapters (book_id, chapter_no, title, content, word_count)
       SELECT $1, 1000 + n, 'Chapter ' || (1000 + n) || ' Extra', 'Text of an extra chapter.', 5 FROM generate_series(1, 50) AS n
       RETURNING id`,
      [bookId],
    );
    // Pay the first-read reward up front so only purchases move the balance below.
    await open(user, (await fixtures.chapters(bookId))[0]!.id);
    await setCoins(user, price * 10);
    const answers = await Promise.all(rows.map((row) => open(user, row.id)));
    expect(answers.filter((answer) => answer.status === 200 && answer.body.data.coinsDeducted === price)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.code === 'INSUFFICIENT_COINS')).toHaveLength(40);
    expect(await coinsOf(user)).toBe(0);
    const purchases = await api.db.query('SELECT 1 FROM chapter_purchases WHERE user_id = $1', [user.id]);
    expect(purchases.rows).toHaveLength(10);
    expect(await ledgerMismatches(api.db)).toEqual([]);
  });

  it('charges once when the same chapter is bought concurrently', async () => {
    const user = await api.register();
    const price = fixtures.vipBook!.book_price;
    await setCoins(user, price * 5);
    const [chapter] = await paidChapters();
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(user, chapter!.id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.data.coinsDeducted > 0)).toHaveLength(1);
  });
});

describe('withdrawals', () => {
  it('reports progress, refuses short balances, then withdraws and moves the level', async () => {
    const user = await api.register();
    const config = (await api.call('GET', '/api/withdraw/config')).body.data;
    expect(config).toMatchObject({ requiredCoins: 10_000_000, level: 1, target_name: '初级提现' });
    const empty = await api.call('GET', `/api/withdraw/progress/${user.id}`, { token: user.token });
    expect(empty.body.data).toMatchObject({ userCoins: 0, requiredCoins: 10_000_000, progressPercentage: 0, canWithdraw: false, remainingCoins: 10_000_000 });

    const refused = await api.call('POST', '/api/withdraw/withdraw', { token: user.token, body: { userId: user.id, targetLevel: 1, withdrawAmount: 10_000_000 } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_COINS');
    expect((await api.call('POST', '/api/withdraw/achievement', { token: user.token, body: { userId: user.id, targetLevel: 1 } })).status).toBe(409);

    await setCoins(user, 12_000_000);
    const ready = await api.call('GET', `/api/withdraw/target/${user.id}`, { token: user.token });
    expect(ready.body.data).toMatchObject({ currentLevel: 1, withdrawnLevel: 0, targetLevel: 1, isMaxLevel: false, isTargetCompleted: true });
    expect(ready.body.data.target).toMatchObject({ level: 1, target_amount: 10_000_000, target_name: '初级提现' });

    const wrongAmount = await api.call('POST', '/api/withdraw/withdraw', { token: user.token, body: { userId: user.id, targetLevel: 1, withdrawAmount: 5 } });
    expect(wrongAmount.status).toBe(400);
    const wrongLevel = await api.call('POST', '/api/withdraw/withdraw', { token: user.token, body: { userId: user.id, targetLevel: 2, withdrawAmount: 20_000_000 } });
    expect(wrongLevel.status).toBe(409);

    const done = await api.call('POST', '/api/withdraw/withdraw', { token: user.token, body: { userId: user.id, targetLevel: 1, withdrawAmount: 10_000_000 } });
    expect(done.body.data).toMatchObject({ targetLevel: 1, remainingCoins: 2_000_000, nextLevel: 2, isMaxLevel: false });
    const achievement = await api.call('POST', '/api/withdraw/achievement', { token: user.token, body: { userId: user.id, targetLevel: 1 } });
    expect(achievement.body.data).toMatchObject({ targetLevel: 1, newlyAchieved: true });
    const repeat = await api.call('POST', '/api/withdraw/achievement', { token: user.token, body: { userId: user.id, targetLevel: 1 } });
    expect(repeat.body.data.newlyAchieved).toBe(false);

    const after = await api.call('GET', `/api/withdraw/target/${user.id}`, { token: user.token });
    expect(after.body.data).toMatchObject({ currentLevel: 2, withdrawnLevel: 1, isTargetCompleted: false });
    expect(after.body.data.target.target_name).toBe('中级提现');
    const again = await api.call('POST', '/api/withdraw/withdraw', { token: user.token, body: { userId: user.id, targetLevel: 1, withdrawAmount: 10_000_000 } });
    expect(again.status).toBe(409);
  });

  it('records an achievement requested several times at once exactly once', async () => {
    const user = await api.register();
    await setCoins(user, 10_000_000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.call('POST', '/api/withdraw/achievement', { token: user.token, body: { userId: user.id, targetLevel: 1 } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.data.newlyAchieved)).toHaveLength(1);
    expect((await api.db.query('SELECT 1 FROM achievements WHERE user_id = $1', [user.id])).rows).toHaveLength(1);
  });

  it('reaches the max level after the last target', async () => {
    const user = await api.register();
    const targets = (await api.call('GET', '/api/withdraw/targets')).body.data.targets as Array<{ level: number; target_amount: number }>;
    expect(targets.map((target) => target.level)).toEqual([1, 2, 3, 4, 5]);
    for (const target of targets) {
      await setCoins(user, target.target_amount);
      const answer = await api.call('POST', '/api/withdraw/withdraw', {
        token: user.token,
        body: { userId: user.id, targetLevel: target.level, withdrawAmount: target.target_amount },
      });
      expect(answer.status).toBe(200);
    }
    const final = await api.call('GET', `/api/withdraw/target/${user.id}`, { token: user.token });
    expect(final.body.data).toMatchObject({ isMaxLevel: true, withdrawnLevel: 5, currentLevel: 5 });
    const progress = await api.call('GET', `/api/withdraw/progress/${user.id}`, { token: user.token });
    expect(progress.body.data.canWithdraw).toBe(false);
  });

  it('lets only an admin change the requirement', async () => {
    const user = await api.register();
    expect((await api.call('PUT', '/api/withdraw/config', { token: user.token, body: { requiredCoins: 100 } })).status).toBe(403);
    expect((await api.call('PUT', '/api/withdraw/config', { body: { requiredCoins: 100 } })).status).toBe(401);
    expect((await api.call('PUT', '/api/withdraw/config', { token: admin.token, body: { requiredCoins: 0 } })).status).toBe(400);
    expect((await api.call('PUT', '/api/withdraw/config', { token: admin.token, body: { requiredCoins: 30_000_000 } })).status).toBe(400);
    const changed = await api.call('PUT', '/api/withdraw/config', { token: admin.token, body: { requiredCoins: 5_000 } });
    expect(changed.body.data.requiredCoins).toBe(5_000);
    expect((await api.call('GET', `/api/withdraw/progress/${user.id}`, { token: user.token })).body.data.requiredCoins).toBe(5_000);
    await api.call('PUT', '/api/withdraw/config', { token: admin.token, body: { requiredCoins: 10_000_000 } });
  });
});

describe('balance changes by an admin', () => {
  it('only admins set balances, and each change is a ledger row', async () => {
    const user = await api.register();
    expect((await api.call('PUT', `/api/user/${user.id}/coins`, { token: user.token, body: { coins: 999 } })).status).toBe(403);
    await setCoins(user, 500);
    await setCoins(user, 200);
    const details = await api.call('GET', `/api/account/details/${user.id}`, { token: user.token });
    expect(details.body.data.details.map((row: { transaction_type: string; amount: number }) => [row.transaction_type, row.amount])).toEqual([
      ['subtract', 300],
      ['add', 500],
    ]);
    expect((await setCoins(user, -1)).status).toBe(400);
  });
});

describe('account details', () => {
  it('lists movements newest first with localised descriptions and pages them', async () => {
    const user = await api.register();
    await checkIn(user);
    const bookId = fixtures.freeBooks[0]!;
    const chapter = (await fixtures.chapters(bookId))[0]!;
    await api.call('POST', '/api/reading/start', { token: user.token, body: { userId: user.id, bookId, chapterId: chapter.id } });
    const zh = await api.call('GET', `/api/account/details/${user.id}?page=1&pageSize=1&language=zh-CN`, { token: user.token });
    expect(zh.body.data).toMatchObject({ page: 1, pageSize: 1, total: 2, hasMore: true });
    const [latest] = zh.body.data.details;
    expect(latest).toMatchObject({ transaction_type: 'add', task_type: 'first_read_reward', amount: COIN_RULES.firstReadReward, book_id: bookId });
    expect(latest.formatted_description).toMatch(/^首次阅读奖励：《.+》.+$/);
    const en = await api.call('GET', `/api/account/details/${user.id}?page=2&pageSize=1&language=en-US`, { token: user.token });
    expect(en.body.data.details[0]).toMatchObject({ task_type: 'daily_checkin', formatted_description: 'Daily check-in reward' });
    expect(en.body.data.hasMore).toBe(false);
  });
});
