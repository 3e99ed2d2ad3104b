import { describe, expect, it } from 'vitest';
import { cacheKeys } from '../../src/cache/keys.js';
import { bookDto, GraphHarness, ok, refuse, userDto } from '../support/graph-harness.js';

// The account's resolvers over a stand-in API: sessions, the profile, reader settings, tasks,
// withdrawals and the coin ledger.

describe('login and register', () => {
  it('signs the reader in with the token the API issued, and never answers the token', async () => {
    const graph = new GraphHarness({ 'post /api/auth/login': () => ok({ ...userDto(3), token: 'tok-3' }, 'Login successful') }, null);
    const { data } = await graph.run(
      'mutation { login(input: { username: "reader3", password: "pw" }) { message user { id username coins } } }',
    );
    expect(data.login).toEqual({ message: 'Login successful', user: { id: '3', username: 'reader3', coins: 100 } });
    expect(graph.calls[0]?.body).toStrictEqual({ username: 'reader3', password: 'pw' });
    expect(graph.sessionLog.started).toEqual([{ token: 'tok-3', user: userDto(3) }]);
  });

  it('registers with an email only when one was given, and answers the recovery code', async () => {
    const graph = new GraphHarness(
      { 'post /api/auth/register': () => ok({ ...userDto(4), token: 'tok-4', recoveryCode: 'ABCD-EFGH' }, 'Registered') },
      null,
    );
    const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { message recoveryCode user { id } } }';
    const { data } = await graph.run(REGISTER, { input: { username: 'reader4', password: 'pw', email: '' } });
    expect(data.register).toEqual({ message: 'Registered', recoveryCode: 'ABCD-EFGH', user: { id: '4' } });
    await graph.run(REGISTER, { input: { username: 'reader4', password: 'pw', email: 'r4@example.com' } });
    expect(graph.calls.map((call) => call.body)).toStrictEqual([
      { username: 'reader4', password: 'pw' },
      { username: 'reader4', password: 'pw', email: 'r4@example.com' },
    ]);
    expect(graph.sessionLog.started[0]).toEqual({ token: 'tok-4', user: userDto(4) });
  });

  it("passes the API's refusal on with its code", async () => {
    const graph = new GraphHarness(
      { 'post /api/auth/login': () => Promise.reject(refuse(401, 'INVALID_CREDENTIALS', 'Invalid username or password')) },
      null,
    );
    expect(await graph.firstError('mutation { login(input: { username: "a", password: "b" }) { message } }')).toEqual({
      message: 'Invalid username or password',
      code: 'UNAUTHENTICATED',
      reason: 'INVALID_CREDENTIALS',
      restCalls: 1,
    });
    expect(graph.sessionLog.started).toEqual([]);
  });
});

describe('password and sessions', () => {
  it('resets a password and retires every cached session of the account', async () => {
    const graph = new GraphHarness(
      { 'post /api/auth/reset-password': () => ok({ userId: 9, recoveryCode: 'NEW-CODE' }, 'Password reset') },
      null,
    );
    const { data } = await graph.run(
      'mutation { resetPassword(input: { username: "r", recoveryCode: "OLD", newPassword: "n" }) { message recoveryCode } }',
    );
    expect(data.resetPassword).toEqual({ message: 'Password reset', recoveryCode: 'NEW-CODE' });
    expect(graph.calls[0]?.body).toStrictEqual({ username: 'r', recoveryCode: 'OLD', newPassword: 'n' });
    expect(graph.sessionLog.revoked).toEqual([9]);
  });

  it("changes a password and retires the reader's other cached sessions", async () => {
    const graph = new GraphHarness({ 'put /api/user/{id}/password': () => ok(null, 'Password changed') });
    const { data } = await graph.run('mutation { changePassword(input: { currentPassword: "a", newPassword: "b" }) { message } }');
    expect(data.changePassword).toEqual({ message: 'Password changed' });
    expect(graph.calls[0]).toMatchObject({ path: { id: 7 }, body: { currentPassword: 'a', newPassword: 'b' } });
    expect(graph.sessionLog.revoked).toEqual([7]);
  });

  it('issues a recovery code and forgets the cached profile, which says whether one exists', async () => {
    const graph = new GraphHarness({
      'post /api/user/{id}/recovery-code': () => ok({ recoveryCode: 'CODE-2' }, 'New code'),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    await graph.run('{ me { hasRecoveryCode } }');
    expect(await graph.cache.get(cacheKeys.user(7))).toEqual(userDto(7));
    const { data } = await graph.run('mutation { issueRecoveryCode(input: { currentPassword: "pw" }) { recoveryCode message } }');
    expect(data.issueRecoveryCode).toEqual({ recoveryCode: 'CODE-2', message: 'New code' });
    expect(graph.callsTo('post /api/user/{id}/recovery-code')[0]).toMatchObject({ path: { id: 7 }, body: { currentPassword: 'pw' } });
    expect(await graph.cache.get(cacheKeys.user(7))).toBeUndefined();
  });

  it('logs out at the API and here; a session already gone upstream still logs out', async () => {
    const graph = new GraphHarness({ 'post /api/auth/logout': () => Promise.reject(refuse(401, 'SESSION_EXPIRED', 'Session expired')) });
    expect((await graph.run('mutation { logout }')).data.logout).toBe(true);
    expect(graph.callsTo('post /api/auth/logout')).toHaveLength(1);
    expect(graph.sessionLog.ended).toBe(1);
    expect(graph.logs).toMatchObject([{ level: 20, msg: 'logout of a dead session', err: { message: 'Session expired' } }]);
  });

  it.each([
    [503, 'UPSTREAM_UNAVAILABLE'],
    [500, 'INTERNAL_ERROR'],
  ])('keeps the session when the API could not end it (%i)', async (status, code) => {
    const graph = new GraphHarness({ 'post /api/auth/logout': () => Promise.reject(refuse(status, code, 'down')) });
    const answer = await graph.run('mutation { logout }');
    expect(answer.errors?.[0]?.extensions?.code).not.toBe('UNAUTHENTICATED');
    expect(answer.data).toBeNull();
    expect(graph.sessionLog.ended).toBe(0);
  });

  it('logs a reader without a cookie out without calling the API', async () => {
    const graph = new GraphHarness({}, null, null);
    expect((await graph.run('mutation { logout }')).data.logout).toBe(true);
    expect(graph.calls).toEqual([]);
    expect(graph.sessionLog.ended).toBe(1);
  });
});

describe('me', () => {
  it('is null for a guest, without a call', async () => {
    const graph = new GraphHarness({}, null);
    expect(await graph.run('{ me { id } }')).toEqual({ data: { me: null } });
    expect(graph.calls).toEqual([]);
  });

  it('is the reader with their read history and its books', async () => {
    const history = [{ bookId: 5, chapterId: 12, progress: 40, updatedAt: '2026-11-24T00:00:00.000Z' }];
    const graph = new GraphHarness({
      'get /api/user/{id}': () => ok(userDto(7, { email: 'r@example.com', readHistory: history })),
      'get /api/books': () => ok({ books: [bookDto(5)] }),
    });
    const { data } = await graph.run(
      '{ me { id email coins hasRecoveryCode readHistory { chapterId progress updatedAt book { title } } } }',
    );
    expect(data.me).toEqual({
      id: '7',
      email: 'r@example.com',
      coins: 100,
      hasRecoveryCode: true,
      readHistory: [{ chapterId: '12', progress: 40, updatedAt: '2026-11-24T00:00:00.000Z', book: { title: 'Book 5' } }],
    });
  });

  it('is null, and the session ended, when the session died between the check and the read', async () => {
    const graph = new GraphHarness({ 'get /api/user/{id}': () => Promise.reject(refuse(401, 'SESSION_EXPIRED', 'Session expired')) });
    const { data, errors } = await graph.run('{ me { id } }');
    expect(errors).toBeUndefined();
    expect(data.me).toBeNull();
    expect(graph.sessionLog.ended).toBe(1);
  });

  it('fails on any other error, keeping the session', async () => {
    const graph = new GraphHarness({ 'get /api/user/{id}': () => Promise.reject(refuse(503, 'INTERNAL', 'down')) });
    const { errors } = await graph.run('{ me { id } }');
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(graph.sessionLog.ended).toBe(0);
  });
});

describe('updateProfile', () => {
  it('sends only the trimmed, non-empty changes and keeps the answer as the cached profile', async () => {
    const graph = new GraphHarness({
      'put /api/user/{id}/info': ({ body }) => ok(userDto(7, body)),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const { data } = await graph.run('mutation { updateProfile(input: { username: "  newname ", email: "   " }) { username } }');
    expect(data.updateProfile).toEqual({ username: 'newname' });
    await graph.run('mutation { updateProfile(input: { email: " e@example.com " }) { email } }');
    expect(await graph.cache.get(cacheKeys.user(7))).toMatchObject({ email: 'e@example.com' });
    await graph.run('mutation { updateProfile(input: {}) { id } }');
    expect(graph.callsTo('put /api/user/{id}/info').map((call) => call.body)).toStrictEqual([
      { username: 'newname' },
      { email: 'e@example.com' },
      {},
    ]);
  });
});

describe('reader settings', () => {
  const saved = {
    theme: 'sepia',
    fontSize: 18,
    lineHeight: 1.8,
    fontColor: '#5b4636',
    backgroundColor: '#f4ecd8',
    opacity: 1,
    mode: 'page',
    voice: null,
    speechRate: 1.2,
    appearance: 'dark',
  };
  const SETTINGS = 'theme fontSize lineHeight fontColor backgroundColor opacity mode voice speechRate appearance changedAt';
  // The graph's form: the same values, the enums upper-cased, and when they were changed.
  const graphSettings = { ...saved, theme: 'SEPIA', mode: 'PAGE', appearance: 'DARK', changedAt: '2026-11-20T00:00:00.000Z' };

  it("reads the reader's settings once, in the graph's enums", async () => {
    const graph = new GraphHarness({
      'get /api/user/{id}': () => ok(userDto(7)),
      'get /api/user/{id}/reader-settings': () => ok({ settings: saved, changedAt: '2026-11-20T00:00:00.000Z' }),
    });
    expect((await graph.run(`{ me { readerSettings { ${SETTINGS} } } }`)).data.me.readerSettings).toEqual(graphSettings);
    await graph.run(`{ me { readerSettings { theme } } }`);
    expect(graph.callsTo('get /api/user/{id}/reader-settings')).toHaveLength(1);
  });

  it('saves a chosen voice as it is', async () => {
    const graph = new GraphHarness({ 'put /api/user/{id}/reader-settings': ({ body }) => ok(body) });
    const input = { ...graphSettings, voice: 'zh-CN-Xiaoxiao' };
    const { data } = await graph.run(`mutation ($input: ReaderSettingsInput!) { saveReaderSettings(input: $input) { voice } }`, { input });
    expect(data.saveReaderSettings.voice).toBe('zh-CN-Xiaoxiao');
    expect(graph.calls[0]?.body).toMatchObject({ settings: { ...saved, voice: 'zh-CN-Xiaoxiao' } });
  });

  it('is null for a reader who never saved any', async () => {
    const graph = new GraphHarness({ 'get /api/user/{id}': () => ok(userDto(7)), 'get /api/user/{id}/reader-settings': () => ok(null) });
    expect((await graph.run('{ me { readerSettings { theme } } }')).data.me.readerSettings).toBeNull();
  });

  it("saves in the API's lower-case values, a missing voice as null, and answers what the API kept", async () => {
    const graph = new GraphHarness({
      'put /api/user/{id}/reader-settings': ({ body }) => ok(body),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const { voice: _voice, ...input } = graphSettings;
    const { data } = await graph.run(`mutation ($input: ReaderSettingsInput!) { saveReaderSettings(input: $input) { ${SETTINGS} } }`, {
      input,
    });
    expect(data.saveReaderSettings).toEqual(graphSettings);
    expect(graph.calls[0]).toMatchObject({ path: { id: 7 }, body: { settings: saved, changedAt: '2026-11-20T00:00:00.000Z' } });
    // The next read comes from what was saved.
    expect((await graph.run('{ me { readerSettings { mode } } }')).data.me.readerSettings).toEqual({ mode: 'PAGE' });
    expect(graph.callsTo('get /api/user/{id}/reader-settings')).toEqual([]);
  });
});

describe('tasks', () => {
  const status = {
    hasCheckedIn: true,
    date: '2026-11-25',
    lastCheckinTime: '2026-11-25T01:00:00.000Z',
    nextCheckinTime: '2026-11-26T01:00:00.000Z',
    reward: 10,
  };
  const task = { progress: 2, target: 5, completed: false, percentage: 40, reward: 20, totalCoins: 135 };

  it('checks in, in the language asked, answering the status, the coins and the balance', async () => {
    const graph = new GraphHarness({
      'post /api/tasks/checkin': () => ok({ ...status, coins: 10, totalCoins: 110 }, 'Checked in: 10 coins'),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const { data } = await graph.run(
      'mutation { checkIn(language: EN_US) { coinsAwarded message status { hasCheckedIn date reward } user { coins } } }',
    );
    expect(data.checkIn).toEqual({
      coinsAwarded: 10,
      message: 'Checked in: 10 coins',
      status: { hasCheckedIn: true, date: '2026-11-25', reward: 10 },
      user: { coins: 110 },
    });
    expect(graph.calls[0]?.body).toStrictEqual({ userId: 7, language: 'en-US' });
    await graph.run('mutation { checkIn { coinsAwarded } }');
    expect(graph.callsTo('post /api/tasks/checkin')[1]?.body).toStrictEqual({ userId: 7, language: 'zh-CN' });
  });

  it('invalidates the cached user after a coin movement (ARCHITECTURE.md), answering the profile with the new balance', async () => {
    const graph = new GraphHarness({
      'post /api/tasks/checkin': () => ok({ ...status, coins: 30, totalCoins: 130 }, 'Checked in: 30 coins'),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    await graph.cache.set(cacheKeys.user(7), { ...userDto(7), coins: 100 }, 60);
    const { data } = await graph.run('mutation { checkIn { user { id username coins } } }');
    expect(data.checkIn.user).toEqual({ id: '7', username: userDto(7).username, coins: 130 });
    expect(await graph.cache.get(cacheKeys.user(7))).toBeUndefined();
    // The profile came from the cache entry it replaced: no extra call for it.
    expect(graph.callsTo('get /api/user/{id}')).toHaveLength(0);
    // Where no coins moved, the entry stands.
    await graph.cache.set(cacheKeys.user(7), { ...userDto(7), coins: 130 }, 60);
    await graph.run('mutation { checkIn { user { coins } } }');
    expect(await graph.cache.get(cacheKeys.user(7))).toMatchObject({ coins: 130 });
  });

  it('reads the check-in status and either reading task by its type', async () => {
    const graph = new GraphHarness({
      'get /api/tasks/checkin/{userId}': () => ok(status),
      'get /api/tasks/chapter-reading/{userId}': () => ok(task),
      'get /api/tasks/novel-reading/{userId}': () => ok({ ...task, target: 1 }),
    });
    const { data } = await graph.run(`{ checkinStatus { hasCheckedIn nextCheckinTime }
      chapter: readingTask(type: CHAPTER_READING) { type target percentage }
      novel: readingTask(type: NOVEL_READING) { type target completed totalCoins } }`);
    expect(data).toEqual({
      checkinStatus: { hasCheckedIn: true, nextCheckinTime: '2026-11-26T01:00:00.000Z' },
      chapter: { type: 'CHAPTER_READING', target: 5, percentage: 40 },
      // The balance as the task was read, as spec section 3's task progress carries it.
      novel: { type: 'NOVEL_READING', target: 1, completed: false, totalCoins: 135 },
    });
  });

  it('reads the reward rules once for everyone', async () => {
    const rules = {
      checkinReward: 10,
      checkinPeriodHours: 24,
      chapterReward: 5,
      chapterRewardProgress: 50,
      firstReadReward: 3,
      chapterTaskTarget: 5,
      chapterTaskReward: 20,
      novelTaskTarget: 1,
      novelTaskReward: 30,
    };
    const graph = new GraphHarness({ 'get /api/rules': () => ok(rules) }, null);
    expect((await graph.run('{ rewardRules { checkinReward novelTaskReward } }')).data.rewardRules).toEqual({
      checkinReward: 10,
      novelTaskReward: 30,
    });
    await graph.run('{ rewardRules { chapterReward } }');
    expect(graph.calls).toHaveLength(1);
  });

  it('settles the chapter task with its chapter, and the novel task without', async () => {
    const graph = new GraphHarness({
      'post /api/tasks/chapter-reading/progress': () => ok({ ...task, coinsAwarded: 0, totalCoins: 100 }, 'Keep reading'),
      'post /api/tasks/novel-reading/progress': () => ok({ ...task, completed: true, coinsAwarded: 30, totalCoins: 130 }, 'Task done'),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const SETTLE =
      'mutation ($input: SettleReadingTaskInput!) { settleReadingTask(input: $input) { coinsAwarded message task { type completed } user { coins } } }';
    const chapter = await graph.run(SETTLE, { input: { type: 'CHAPTER_READING', bookId: '2', chapterId: '3', language: 'EN_US' } });
    expect(chapter.data.settleReadingTask).toEqual({
      coinsAwarded: 0,
      message: 'Keep reading',
      task: { type: 'CHAPTER_READING', completed: false },
      user: { coins: 100 },
    });
    const novel = await graph.run(SETTLE, { input: { type: 'NOVEL_READING' } });
    expect(novel.data.settleReadingTask).toEqual({
      coinsAwarded: 30,
      message: 'Task done',
      task: { type: 'NOVEL_READING', completed: true },
      user: { coins: 130 },
    });
    expect(graph.calls.filter((call) => call.route.startsWith('post')).map((call) => call.body)).toStrictEqual([
      { userId: 7, bookId: 2, chapterId: 3, language: 'en-US' },
      { userId: 7, language: 'zh-CN' },
    ]);
  });

  it.each([{ bookId: '2' }, { chapterId: '3' }, {}])('refuses the chapter task without its book and chapter (%o)', async (ids) => {
    const graph = new GraphHarness({});
    const { errors } = await graph.run('mutation ($input: SettleReadingTaskInput!) { settleReadingTask(input: $input) { coinsAwarded } }', {
      input: { type: 'CHAPTER_READING', ...ids },
    });
    expect(errors?.[0]).toMatchObject({
      message: 'bookId and chapterId are required for the chapter-reading task',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('withdraw', () => {
  const target = (level: number) => ({
    level,
    target_name: `目标${level}`,
    target_name_en: `Target ${level}`,
    target_amount: level * 1000,
  });

  it('reads the configuration, the targets, the progress and the standing', async () => {
    const graph = new GraphHarness({
      'get /api/withdraw/config': () => ok({ requiredCoins: 1000 }),
      'get /api/withdraw/targets': () => ok({ targets: [target(1), target(2)] }),
      'get /api/withdraw/progress/{userId}': () =>
        ok({ userCoins: 500, requiredCoins: 1000, progressPercentage: 50, canWithdraw: false, remainingCoins: 500 }),
      'get /api/withdraw/target/{userId}': () =>
        ok({
          userCoins: 500,
          target: target(2),
          currentLevel: 1,
          withdrawnLevel: 1,
          targetLevel: 2,
          isMaxLevel: false,
          isTargetCompleted: false,
        }),
    });
    const { data } = await graph.run(`{ withdrawConfig { requiredCoins } withdrawTargets { level name nameEn amount }
      withdrawProgress { progressPercentage canWithdraw remainingCoins } withdrawStanding { target { level name nameEn amount } targetLevel isMaxLevel } }`);
    expect(data).toEqual({
      withdrawConfig: { requiredCoins: 1000 },
      withdrawTargets: [
        { level: 1, name: '目标1', nameEn: 'Target 1', amount: 1000 },
        { level: 2, name: '目标2', nameEn: 'Target 2', amount: 2000 },
      ],
      withdrawProgress: { progressPercentage: 50, canWithdraw: false, remainingCoins: 500 },
      withdrawStanding: { target: { level: 2, name: '目标2', nameEn: 'Target 2', amount: 2000 }, targetLevel: 2, isMaxLevel: false },
    });
    expect(graph.callsTo('get /api/withdraw/progress/{userId}')[0]?.path).toEqual({ userId: 7 });
  });

  it('withdraws and answers the next level with the balance left', async () => {
    const graph = new GraphHarness({
      'post /api/withdraw/withdraw': () => ok({ targetLevel: 1, amount: 1000, nextLevel: 2, isMaxLevel: false, remainingCoins: 50 }),
      'get /api/user/{id}': () => ok(userDto(7)),
    });
    const { data } = await graph.run(
      'mutation { withdraw(targetLevel: 1, amount: 1000) { targetLevel amount nextLevel isMaxLevel user { coins } } }',
    );
    expect(data.withdraw).toEqual({ targetLevel: 1, amount: 1000, nextLevel: 2, isMaxLevel: false, user: { coins: 50 } });
    expect(graph.calls[0]?.body).toStrictEqual({ userId: 7, targetLevel: 1, withdrawAmount: 1000 });
  });

  it('records an achievement', async () => {
    const graph = new GraphHarness({
      'post /api/withdraw/achievement': () => ok({ targetLevel: 2, achievedAt: '2026-11-25T00:00:00.000Z', newlyAchieved: true }),
    });
    const { data } = await graph.run('mutation { recordAchievement(targetLevel: 2) { targetLevel achievedAt newlyAchieved } }');
    expect(data.recordAchievement).toEqual({ targetLevel: 2, achievedAt: '2026-11-25T00:00:00.000Z', newlyAchieved: true });
    expect(graph.calls[0]?.body).toStrictEqual({ userId: 7, targetLevel: 2 });
  });
});

describe('accountDetails', () => {
  const row = (id: number, overrides: Record<string, unknown> = {}) => ({
    id,
    transaction_type: 'add',
    task_type: 'daily_checkin',
    amount: 10,
    balance_after: 110,
    book_id: null,
    book_name: null,
    chapter_id: null,
    chapter_title: null,
    description: 'Check-in',
    formatted_description: null,
    created_at: '2026-11-25T01:00:00.000Z',
    ...overrides,
  });
  const ledger = () =>
    new GraphHarness({
      'get /api/account/details/{userId}': () =>
        ok({
          details: [
            row(1),
            row(2, {
              transaction_type: 'subtract',
              task_type: 'chapter_reading',
              book_name: 'Book 5',
              chapter_title: 'Chapter 3',
              description: 'Unlock',
              formatted_description: 'Unlocked Book 5 · Chapter 3',
            }),
          ],
          total: 21,
        }),
    });

  it('lists 20 movements a page in the language asked, each in the graph naming', async () => {
    const graph = ledger();
    const { data } = await graph.run(
      '{ accountDetails(language: EN_US) { total totalPages hasMore items { id type taskType amount balanceAfter bookName chapterTitle description createdAt } } }',
    );
    expect(data.accountDetails).toEqual({
      total: 21,
      totalPages: 2,
      hasMore: true,
      items: [
        {
          id: '1',
          type: 'ADD',
          taskType: 'DAILY_CHECKIN',
          amount: 10,
          balanceAfter: 110,
          bookName: null,
          chapterTitle: null,
          description: 'Check-in',
          createdAt: '2026-11-25T01:00:00.000Z',
        },
        {
          id: '2',
          type: 'SUBTRACT',
          taskType: 'CHAPTER_READING',
          amount: 10,
          balanceAfter: 110,
          bookName: 'Book 5',
          chapterTitle: 'Chapter 3',
          description: 'Unlocked Book 5 · Chapter 3',
          createdAt: '2026-11-25T01:00:00.000Z',
        },
      ],
    });
    expect(graph.calls[0]).toMatchObject({ path: { userId: 7 }, query: { page: 1, pageSize: 20, language: 'en-US' } });
  });

  it('refuses more than 100 a page', async () => {
    const graph = ledger();
    const { errors } = await graph.run('{ accountDetails(pageSize: 101) { total } }');
    expect(errors?.[0]).toMatchObject({ message: 'pageSize must be between 1 and 100' });
    expect(graph.calls).toEqual([]);
  });
});
