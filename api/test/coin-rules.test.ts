import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_RULES } from '../src/domain/rules.js';
import { ledgerMismatches, startTestApi, type TestApi, type TestUser } from './support/test-api.js';

// The coin rules one by one, each at its boundary: the check-in period, the daily task targets,
// the withdraw ladder and the administrator's balance corrections, with the ledger rows they write.

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi({}, { books: 12, maxChapters: 16 });
  admin = await api.register('admin');
  await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
});
afterAll(async () => {
  expect(await ledgerMismatches(api.db)).toEqual([]);
  await api.close();
});

const get = (user: TestUser, path: string) => api.call('GET', path, { token: user.token });
const post = (user: TestUser, path: string, body: Record<string, unknown>) => api.call('POST', path, { token: user.token, body: { userId: user.id, ...body } });
const setCoins = (userId: number, coins: number) => api.call('PUT', `/api/user/${userId}/coins`, { token: admin.token, body: { coins } });
const coinsOf = async (user: TestUser) => (await get(user, `/api/user/${user.id}`)).body.data.coins as number;
const ledgerOf = async (user: TestUser, language = 'en-US') =>
  (await get(user, `/api/account/details/${user.id}?pageSize=100&language=${language}`)).body.data.details as Array<Record<string, unknown>>;

describe('check-in status', () => {
  const status = async (user: TestUser) => (await get(user, `/api/tasks/checkin/${user.id}`)).body.data;

  it('is open, with no dates, before the first check-in', async () => {
    const user = await api.register();
    const before = Date.now();
    const answer = await status(user);
    expect(answer).toEqual({ hasCheckedIn: false, date: null, lastCheckinTime: null, nextCheckinTime: null, reward: COIN_RULES.checkinReward, serverTime: expect.any(String) });
    // The server's own clock, which the client times the check-in by (the same machine's here).
    expect(Math.abs(Date.parse(answer.serverTime) - before)).toBeLessThan(5000);
  });

  it('is closed right after a check-in and shows the times the check-in answered', async () => {
    const user = await api.register();
    await setCoins(user.id, 100);
    const answer = await post(user, '/api/tasks/checkin', {});
    expect(answer.body.data).toMatchObject({ hasCheckedIn: true, coins: COIN_RULES.checkinReward, totalCoins: 100 + COIN_RULES.checkinReward, reward: COIN_RULES.checkinReward });
    const { coins: _coins, totalCoins: _total, serverTime: answeredAt, ...checkedIn } = answer.body.data;
    const again = await status(user);
    expect(again).toEqual({ ...checkedIn, serverTime: expect.any(String) });
    expect(Date.parse(again.serverTime)).toBeGreaterThanOrEqual(Date.parse(answeredAt));
  });

  it('opens again as soon as nextCheckinTime has passed', async () => {
    const user = await api.register();
    const first = (await post(user, '/api/tasks/checkin', {})).body.data;
    await api.db.query("UPDATE users SET next_checkin_at = now() - interval '1 second' WHERE id = $1", [user.id]);
    const open = await status(user);
    expect(open.hasCheckedIn).toBe(false);
    expect(new Date(open.nextCheckinTime).getTime()).toBeLessThan(Date.now());
    // Still the last check-in's record until the next one.
    expect(open).toMatchObject({ date: first.date, lastCheckinTime: first.lastCheckinTime });
    const second = (await post(user, '/api/tasks/checkin', {})).body.data;
    expect(second).toMatchObject({ hasCheckedIn: true, totalCoins: 2 * COIN_RULES.checkinReward });
    expect(new Date(second.lastCheckinTime).getTime()).toBeGreaterThan(new Date(first.lastCheckinTime).getTime());
  });

  it('dates a check-in by the calendar day of APP_TIMEZONE (Asia/Shanghai), not UTC', async () => {
    const user = await api.register();
    await post(user, '/api/tasks/checkin', {});
    // 20:00 UTC on 22 November is 04:00 on 23 November in Shanghai.
    await api.db.query("UPDATE checkins SET checked_in_at = '2026-11-22T20:00:00Z' WHERE user_id = $1", [user.id]);
    expect(await status(user)).toMatchObject({ date: '2026-11-23', lastCheckinTime: '2026-11-22T20:00:00.000Z' });
  });

  it('writes one "daily check-in" ledger row of +30', async () => {
    const user = await api.register();
    await post(user, '/api/tasks/checkin', { language: 'zh-CN' });
    expect(await ledgerOf(user, 'zh-CN')).toEqual([
      expect.objectContaining({
        transaction_type: 'add',
        task_type: 'daily_checkin',
        amount: COIN_RULES.checkinReward,
        balance_after: COIN_RULES.checkinReward,
        description: '每日签到奖励',
        formatted_description: '每日签到奖励',
      }),
    ]);
  });
});

describe('daily reading tasks', () => {
  /** Marks `count` chapters (spread over `books` books) completed today, as a report at 100% would. */
  async function completeToday(user: TestUser, count: number, books = 1) {
    const { rows } = await api.db.query<{ id: number; book_id: number }>(
      `SELECT id, book_id FROM (
         SELECT id, book_id, row_number() OVER (PARTITION BY book_id ORDER BY chapter_no) AS n FROM chapters
          WHERE book_id IN (SELECT book_id FROM books ORDER BY book_chapters DESC, book_id LIMIT $1)) c
        ORDER BY n, book_id LIMIT $2`,
      [books, count],
    );
    expect(rows).toHaveLength(count);
    for (const row of rows) {
      await api.db.query(
        `INSERT INTO reading_progress (user_id, chapter_id, book_id, progress, completed_at, completed_day)
         VALUES ($1, $2, $3, 100, now(), (now() AT TIME ZONE 'Asia/Shanghai')::date)`,
        [user.id, row.id, row.book_id],
      );
    }
    return rows;
  }
  const chapterTask = (user: TestUser) => get(user, `/api/tasks/chapter-reading/${user.id}`);
  const novelTask = (user: TestUser) => get(user, `/api/tasks/novel-reading/${user.id}`);

  it('starts at zero with its target and reward', async () => {
    const user = await api.register();
    expect((await chapterTask(user)).body.data).toEqual({
      task: 'chapter_reading',
      progress: 0,
      target: COIN_RULES.chapterTask.target,
      completed: false,
      percentage: 0,
      reward: COIN_RULES.chapterTask.reward,
      coinsAwarded: 0,
      totalCoins: 0,
    });
    expect((await novelTask(user)).body.data).toEqual({
      task: 'novel_reading',
      progress: 0,
      target: COIN_RULES.novelTask.target,
      completed: false,
      percentage: 0,
      reward: COIN_RULES.novelTask.reward,
      coinsAwarded: 0,
      totalCoins: 0,
    });
  });

  it('counts 9 of 10 chapters as 90%, not completed, and pays nothing when settled', async () => {
    const user = await api.register();
    const [chapter] = await completeToday(user, 9);
    expect((await chapterTask(user)).body.data).toMatchObject({ progress: 9, completed: false, percentage: 90 });
    const settled = await post(user, '/api/tasks/chapter-reading/progress', { bookId: chapter!.book_id, chapterId: chapter!.id, language: 'en-US' });
    expect(settled.body).toMatchObject({ message: 'Task progress updated', data: { progress: 9, completed: false, coinsAwarded: 0, totalCoins: 0 } });
  });

  it('shows 10 chapters as completed but pays only when settled, exactly once, with a ledger row', async () => {
    const user = await api.register();
    const [chapter] = await completeToday(user, 10);
    // Asking for the status never pays.
    expect((await chapterTask(user)).body.data).toMatchObject({ progress: 10, completed: true, percentage: 100, coinsAwarded: 0, totalCoins: 0 });
    expect(await coinsOf(user)).toBe(0);
    const body = { bookId: chapter!.book_id, chapterId: chapter!.id, language: 'en-US' };
    const settled = await post(user, '/api/tasks/chapter-reading/progress', body);
    expect(settled.body.message).toBe(`Chapter reading task complete: +${COIN_RULES.chapterTask.reward} coins`);
    expect(settled.body.data).toMatchObject({ progress: 10, completed: true, coinsAwarded: COIN_RULES.chapterTask.reward, totalCoins: COIN_RULES.chapterTask.reward });
    const again = await post(user, '/api/tasks/chapter-reading/progress', { ...body, language: 'zh-CN' });
    expect(again.body).toMatchObject({ message: '任务进度已更新', data: { completed: true, coinsAwarded: 0, totalCoins: COIN_RULES.chapterTask.reward } });
    expect(await ledgerOf(user)).toEqual([
      expect.objectContaining({
        task_type: 'chapter_reading',
        amount: COIN_RULES.chapterTask.reward,
        formatted_description: `Chapter reading task reward (${COIN_RULES.chapterTask.target} chapters)`,
      }),
    ]);
  });

  it('caps the progress at the target', async () => {
    const user = await api.register();
    await completeToday(user, 12, 2);
    expect((await chapterTask(user)).body.data).toMatchObject({ progress: 10, percentage: 100, completed: true });
  });

  it('stays completed for the day once paid, even if fewer chapters count later', async () => {
    const user = await api.register();
    const [chapter] = await completeToday(user, 10);
    await post(user, '/api/tasks/chapter-reading/progress', { bookId: chapter!.book_id, chapterId: chapter!.id });
    await api.db.query('UPDATE reading_progress SET completed_day = completed_day - 1 WHERE user_id = $1 AND chapter_id <> $2', [user.id, chapter!.id]);
    expect((await chapterTask(user)).body.data).toMatchObject({ progress: 1, percentage: 10, completed: true });
  });

  it('refuses to settle the chapter task for a chapter that does not exist', async () => {
    const user = await api.register();
    const answer = await post(user, '/api/tasks/chapter-reading/progress', { bookId: 1, chapterId: 999_999 });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'CHAPTER_NOT_FOUND', message: 'Chapter not found' });
  });

  it('counts distinct novels for the novel task: 4 is 80%, 5 pays +100 once', async () => {
    const user = await api.register();
    await completeToday(user, 8, 4);
    expect((await novelTask(user)).body.data).toMatchObject({ progress: 4, completed: false, percentage: 80 });
    expect((await post(user, '/api/tasks/novel-reading/progress', {})).body.data.coinsAwarded).toBe(0);
    await api.db.query('DELETE FROM reading_progress WHERE user_id = $1', [user.id]);
    await completeToday(user, 5, 5);
    const settled = await post(user, '/api/tasks/novel-reading/progress', { language: 'zh-CN' });
    expect(settled.body.message).toBe(`小说阅读任务完成，获得${COIN_RULES.novelTask.reward}金币`);
    expect(settled.body.data).toMatchObject({ task: 'novel_reading', progress: 5, completed: true, coinsAwarded: COIN_RULES.novelTask.reward });
    expect((await post(user, '/api/tasks/novel-reading/progress', {})).body.data.coinsAwarded).toBe(0);
    expect(await ledgerOf(user, 'zh-CN')).toEqual([
      expect.objectContaining({ task_type: 'novel_reading', amount: COIN_RULES.novelTask.reward, formatted_description: `小说阅读任务奖励（${COIN_RULES.novelTask.target}本）` }),
    ]);
  });
});

describe('the withdraw ladder', () => {
  const LEVEL_1 = 10_000_000;
  const LEVEL_2 = 20_000_000;
  const progress = async (user: TestUser) => (await get(user, `/api/withdraw/progress/${user.id}`)).body.data;
  const standing = async (user: TestUser) => (await get(user, `/api/withdraw/target/${user.id}`)).body.data;
  const withdraw = (user: TestUser, targetLevel: number, withdrawAmount: number) => post(user, '/api/withdraw/withdraw', { targetLevel, withdrawAmount });
  const achieve = (user: TestUser, targetLevel: number) => post(user, '/api/withdraw/achievement', { targetLevel });

  it('publishes the level-1 requirement and every target in both languages', async () => {
    expect((await api.call('GET', '/api/withdraw/config')).body.data).toEqual({ requiredCoins: LEVEL_1, level: 1, target_name: '初级提现', target_name_en: 'Basic Withdrawal' });
    expect((await api.call('GET', '/api/withdraw/targets')).body.data.targets).toEqual([
      { level: 1, target_name: '初级提现', target_name_en: 'Basic Withdrawal', target_amount: LEVEL_1 },
      { level: 2, target_name: '中级提现', target_name_en: 'Intermediate Withdrawal', target_amount: LEVEL_2 },
      { level: 3, target_name: '高级提现', target_name_en: 'Advanced Withdrawal', target_amount: 50_000_000 },
      { level: 4, target_name: '专家提现', target_name_en: 'Expert Withdrawal', target_amount: 100_000_000 },
      { level: 5, target_name: '大师提现', target_name_en: 'Master Withdrawal', target_amount: 200_000_000 },
    ]);
  });

  it('measures progress in percent to two decimals and the coins still missing', async () => {
    const user = await api.register();
    await setCoins(user.id, 1_234_567);
    expect(await progress(user)).toEqual({
      userCoins: 1_234_567,
      requiredCoins: LEVEL_1,
      progressPercentage: 12.35,
      canWithdraw: false,
      remainingCoins: LEVEL_1 - 1_234_567,
      currentLevel: 1,
      isMaxLevel: false,
    });
    expect(await standing(user)).toMatchObject({ userCoins: 1_234_567, currentLevel: 1, withdrawnLevel: 0, targetLevel: 1, isMaxLevel: false, isTargetCompleted: false });
  });

  it('lets a balance of exactly the target withdraw, one coin less not', async () => {
    const user = await api.register();
    await setCoins(user.id, LEVEL_1 - 1000);
    expect(await progress(user)).toMatchObject({ canWithdraw: false, remainingCoins: 1000, progressPercentage: 99.99 });
    await setCoins(user.id, LEVEL_1 - 1);
    // 99.99999%: short of the target, so never shown as 100.
    expect(await progress(user)).toMatchObject({ canWithdraw: false, remainingCoins: 1, progressPercentage: 99.99 });
    expect((await standing(user)).isTargetCompleted).toBe(false);
    expect((await achieve(user, 1)).body.code).toBe('TARGET_NOT_REACHED');
    await setCoins(user.id, LEVEL_1);
    expect(await progress(user)).toMatchObject({ canWithdraw: true, remainingCoins: 0, progressPercentage: 100 });
    expect((await standing(user)).isTargetCompleted).toBe(true);
    expect((await achieve(user, 1)).body.data).toMatchObject({ targetLevel: 1, targetName: '初级提现', newlyAchieved: true });
  });

  it('caps the percentage at 100 and the missing coins at 0 above the target', async () => {
    const user = await api.register();
    await setCoins(user.id, LEVEL_1 * 3);
    expect(await progress(user)).toMatchObject({ progressPercentage: 100, remainingCoins: 0, canWithdraw: true });
  });

  it('refuses another level or another amount than the current target, and debits nothing', async () => {
    const user = await api.register();
    await setCoins(user.id, LEVEL_2);
    const wrongLevel = await withdraw(user, 2, LEVEL_2);
    expect(wrongLevel.status).toBe(409);
    expect(wrongLevel.body).toMatchObject({ code: 'WRONG_TARGET_LEVEL', message: 'Your current withdraw target is level 1' });
    const wrongAmount = await withdraw(user, 1, LEVEL_1 + 1);
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body).toMatchObject({ code: 'WITHDRAW_AMOUNT_MISMATCH', message: `withdrawAmount must equal the level 1 target of ${LEVEL_1} coins` });
    expect((await withdraw(user, 1, LEVEL_1 - 1)).body.code).toBe('WITHDRAW_AMOUNT_MISMATCH');
    expect(await coinsOf(user)).toBe(LEVEL_2);
  });

  it('withdraws the target amount, moves to the next level and writes a withdrawal row named in both languages', async () => {
    const user = await api.register();
    await setCoins(user.id, LEVEL_1 + 5);
    const done = await withdraw(user, 1, LEVEL_1);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ withdrawalId: expect.any(Number), targetLevel: 1, amount: LEVEL_1, remainingCoins: 5, nextLevel: 2, isMaxLevel: false });
    const { rows } = await api.db.query('SELECT id, target_level, amount FROM withdrawals WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ id: done.body.data.withdrawalId, target_level: 1, amount: LEVEL_1 }]);
    expect(await standing(user)).toMatchObject({ userCoins: 5, currentLevel: 2, withdrawnLevel: 1, targetLevel: 2, isTargetCompleted: false });
    expect((await standing(user)).target).toEqual({ level: 2, target_name: '中级提现', target_name_en: 'Intermediate Withdrawal', target_amount: LEVEL_2 });
    const [zh] = await ledgerOf(user, 'zh-CN');
    expect(zh).toMatchObject({ transaction_type: 'subtract', task_type: 'other', amount: LEVEL_1, balance_after: 5, description: '提现：初级提现', formatted_description: '提现：初级提现' });
    const [en] = await ledgerOf(user, 'en-US');
    expect(en).toMatchObject({ description: '提现：初级提现', formatted_description: 'Withdrawal: Basic Withdrawal' });
    // A level already withdrawn counts as reached, whatever the balance now.
    expect((await achieve(user, 1)).body.data).toMatchObject({ targetLevel: 1, newlyAchieved: true });
    expect((await achieve(user, 2)).body.code).toBe('TARGET_NOT_REACHED');
  });

  it('answers 404 for an achievement of a level that does not exist', async () => {
    const user = await api.register();
    await setCoins(user.id, LEVEL_2);
    const answer = await achieve(user, 6);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'WITHDRAW_TARGET_NOT_FOUND', message: 'No withdraw target at level 6' });
  });

  it('after the last level: max level, the last target on show and completed, and no further withdrawal', async () => {
    const user = await api.register();
    await api.db.query('UPDATE users SET withdraw_level = 6 WHERE id = $1', [user.id]);
    await setCoins(user.id, LEVEL_1);
    expect(await standing(user)).toEqual({
      userCoins: LEVEL_1,
      target: { level: 5, target_name: '大师提现', target_name_en: 'Master Withdrawal', target_amount: 200_000_000 },
      currentLevel: 5,
      withdrawnLevel: 5,
      targetLevel: 5,
      isMaxLevel: true,
      isTargetCompleted: true,
    });
    expect(await progress(user)).toMatchObject({ requiredCoins: 200_000_000, canWithdraw: false, currentLevel: 5, isMaxLevel: true });
    const refused = await withdraw(user, 5, 200_000_000);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'MAX_LEVEL_REACHED', message: 'All withdraw levels are already completed' });
  });

  it('withdrawing the last level answers the max level', async () => {
    const user = await api.register();
    await api.db.query('UPDATE users SET withdraw_level = 5 WHERE id = $1', [user.id]);
    await setCoins(user.id, 200_000_000);
    expect((await withdraw(user, 5, 200_000_000)).body.data).toMatchObject({ targetLevel: 5, remainingCoins: 0, nextLevel: 5, isMaxLevel: true });
  });

  it('keeps the level-1 requirement below the level-2 target', async () => {
    const put = (requiredCoins: number) => api.call('PUT', '/api/withdraw/config', { token: admin.token, body: { requiredCoins } });
    try {
      const equal = await put(LEVEL_2);
      expect(equal.status).toBe(400);
      expect(equal.body).toMatchObject({ code: 'WITHDRAW_CONFIG_OUT_OF_RANGE', message: `requiredCoins must be below the level 2 target (${LEVEL_2})` });
      const below = await put(LEVEL_2 - 1);
      expect(below.body.data).toEqual({ requiredCoins: LEVEL_2 - 1, level: 1, target_name: '初级提现', target_name_en: 'Basic Withdrawal' });
      expect((await api.call('GET', '/api/withdraw/targets')).body.data.targets[0].target_amount).toBe(LEVEL_2 - 1);
    } finally {
      await put(LEVEL_1);
    }
  });
});

describe("an administrator's balance corrections", () => {
  it('write the difference as one ledger row each way, and nothing when the balance is unchanged', async () => {
    const user = await api.register();
    const raised = await setCoins(user.id, 700);
    expect(raised.body).toMatchObject({ message: 'Coins updated', data: { id: user.id, coins: 700 } });
    expect((await setCoins(user.id, 250)).body.data.coins).toBe(250);
    expect((await setCoins(user.id, 250)).body.data.coins).toBe(250);
    expect((await ledgerOf(user)).map((row) => [row.transaction_type, row.task_type, row.amount, row.balance_after, row.formatted_description])).toEqual([
      ['subtract', 'other', 450, 250, 'Balance adjustment'],
      ['add', 'other', 700, 700, 'Balance adjustment'],
    ]);
  });

  it('answer 404 for a user who does not exist', async () => {
    const answer = await setCoins(999_999, 10);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });
});

describe('account details', () => {
  it('pages the ledger: totalPages rounds up, hasMore is false on the last page', async () => {
    const user = await api.register();
    for (const coins of [10, 20, 30, 40]) await setCoins(user.id, coins);
    const page = async (n: number, size: number) => (await get(user, `/api/account/details/${user.id}?page=${n}&pageSize=${size}`)).body.data;
    expect(await page(1, 3)).toMatchObject({ page: 1, pageSize: 3, total: 4, totalPages: 2, hasMore: true });
    const last = await page(2, 3);
    expect(last).toMatchObject({ page: 2, total: 4, totalPages: 2, hasMore: false });
    expect(last.details.map((row: { balance_after: number }) => row.balance_after)).toEqual([10]);
    expect(await page(2, 2)).toMatchObject({ totalPages: 2, hasMore: false });
    expect((await page(1, 2)).details.map((row: { balance_after: number }) => row.balance_after)).toEqual([40, 30]);
  });

  it('answers each movement with its id, amounts, book and time', async () => {
    const user = await api.register();
    await setCoins(user.id, 15);
    const [row] = await ledgerOf(user);
    const stored = (await api.db.query<{ id: number; created_at: Date }>('SELECT id, created_at FROM coin_ledger WHERE user_id = $1', [user.id])).rows[0]!;
    expect(row).toEqual({
      id: stored.id,
      transaction_type: 'add',
      task_type: 'other',
      amount: 15,
      balance_after: 15,
      book_id: null,
      book_name: null,
      chapter_id: null,
      chapter_title: null,
      description: '余额调整',
      formatted_description: 'Balance adjustment',
      created_at: stored.created_at.toISOString(),
    });
  });
});
