import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './support/stack.js';

let stack: Stack;
let vip: { bookId: number; price: number; freeChapterId: number; paidChapterId: number };
beforeAll(async () => {
  stack = await startStack();
  const { rows } = await stack.api.db.query<{ book_id: number; book_price: number }>(
    'SELECT book_id, book_price FROM books WHERE book_vip = 1 AND book_chapters > 11 ORDER BY book_id LIMIT 1',
  );
  const chapters = await stack.api.db.query<{ id: number }>('SELECT id FROM chapters WHERE book_id = $1 ORDER BY chapter_no', [rows[0]!.book_id]);
  vip = { bookId: rows[0]!.book_id, price: rows[0]!.book_price, freeChapterId: chapters.rows[0]!.id, paidChapterId: chapters.rows[10]!.id };
});
afterAll(() => stack.close());

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { user { id username coins hasRecoveryCode } message recoveryCode } }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message recoveryCode } }';
const CHANGE_PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { user { id username } message } }';

describe('accounts', () => {
  it('register sets an httpOnly SameSite=Lax session cookie and answers the user', async () => {
    const client = stack.client();
    const answer = await client.query(REGISTER, { input: { username: 'gql_new_user', password: 'reader-pass-1', email: 'n@example.com' } });
    expect(answer.data.register).toMatchObject({ user: { username: 'gql_new_user', coins: 0, hasRecoveryCode: true }, message: 'Registration successful' });
    expect(answer.data.register.recoveryCode).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const cookie = answer.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^novel_session=[\w-]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await client.query('{ me { username } }')).data.me.username).toBe('gql_new_user');
  });

  it('register passes the API validation codes and messages and USERNAME_TAKEN', async () => {
    const client = stack.client();
    const short = await client.query(REGISTER, { input: { username: 'ab', password: 'reader-pass-1' } });
    expect(codes(short)).toEqual(['USERNAME_LENGTH']);
    expect(short.errors![0]!.message).toBe('username length must be 3-20 characters');
    const common = await client.query(REGISTER, { input: { username: 'common_pw', password: '123456' } });
    expect(codes(common)).toEqual(['PASSWORD_TOO_COMMON']);
    const taken = await client.query(REGISTER, { input: { username: 'gql_new_user', password: 'reader-pass-1' } });
    expect(codes(taken)).toEqual(['USERNAME_TAKEN']);
    expect(taken.errors![0]!.message).toBe('Username already exists');
    expect(client.cookie).toBeNull();
  });

  it("answers issue 3's common code in extensions.code and the specific one in extensions.reason", async () => {
    const taken = await stack.client().register();
    const client = stack.client();
    const extensionsOf = async (query: string, variables: Record<string, unknown>) => (await client.query(query, variables)).errors![0]!.extensions;
    expect(await extensionsOf(REGISTER, { input: { username: 'ab', password: 'reader-pass-1' } })).toEqual({ code: 'BAD_USER_INPUT', reason: 'USERNAME_LENGTH', status: 400 });
    expect(await extensionsOf(REGISTER, { input: { username: taken.username, password: 'reader-pass-1' } })).toEqual({ code: 'CONFLICT', reason: 'USERNAME_TAKEN', status: 409 });
    expect(await extensionsOf(LOGIN, { input: { username: taken.username, password: 'wrong-one' } })).toEqual({ code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS', status: 401 });
    expect(await extensionsOf('query($q: String!) { searchBooks(query: $q) { total } }', { q: '  ' })).toEqual({ code: 'BAD_USER_INPUT', reason: 'SEARCH_KEYWORDS_REQUIRED' });
    expect(await extensionsOf('mutation { checkIn { coinsAwarded } }', {})).toEqual({ code: 'UNAUTHENTICATED' });
    await client.register();
    await client.query('mutation { checkIn { coinsAwarded } }');
    expect(await extensionsOf('mutation { checkIn { coinsAwarded } }', {})).toEqual({ code: 'ALREADY_CHECKED_IN', status: 409 });
  });

  it('login: wrong password is INVALID_CREDENTIALS "Invalid username or password"; right one opens a session', async () => {
    const owner = stack.client();
    const user = await owner.register();
    const client = stack.client();
    const wrong = await client.query(LOGIN, { input: { username: user.username, password: 'wrong-one' } });
    expect(codes(wrong)).toEqual(['INVALID_CREDENTIALS']);
    expect(wrong.errors![0]!.message).toBe('Invalid username or password');
    // A failed sign-in leaves the session the browser already had.
    const signedIn = await owner.query(LOGIN, { input: { username: user.username, password: 'wrong-one' } });
    expect(codes(signedIn)).toEqual(['INVALID_CREDENTIALS']);
    expect((await owner.query('{ me { id } }')).data.me.id).toBe(user.id);
    const right = await client.query(LOGIN, { input: { username: user.username, password: user.password } });
    expect(right.data.login.user.id).toBe(user.id);
    expect((await client.query('{ me { id } }')).data.me.id).toBe(user.id);
  });

  it('logout clears the cookie and ends the session upstream', async () => {
    const client = stack.client();
    await client.register();
    const cookie = client.cookie;
    const answer = await client.query('mutation { logout }');
    expect(answer.data.logout).toBe(true);
    expect(answer.headers.getSetCookie()[0]).toMatch(/novel_session=;.*Max-Age=0/i);
    expect(client.cookie).toBeNull();
    // Replaying the old cookie no longer works.
    const replay = stack.client();
    replay.cookie = cookie;
    expect((await replay.query('{ me { id } }')).data.me).toBeNull();
  });

  it('resetPassword with the recovery code sets a new password, answers the next code and ends every session of that user', async () => {
    const client = stack.client();
    const user = await client.register();
    const answer = await stack.client().query(RESET, { input: { username: user.username, recoveryCode: user.recoveryCode, newPassword: 'reset-pass-1' } });
    expect(answer.data.resetPassword.message).toBe('Password reset successful');
    expect(answer.data.resetPassword.recoveryCode).not.toBe(user.recoveryCode);
    expect((await client.query('{ me { id } }')).data.me).toBeNull();
    const login = await stack.client().query(LOGIN, { input: { username: user.username, password: 'reset-pass-1' } });
    expect(login.data.login.user.id).toBe(user.id);
  });

  it('resetPassword with a wrong code is INVALID_RECOVERY_CODE and changes nothing', async () => {
    const client = stack.client();
    const user = await client.register();
    const wrong = await stack.client().query(RESET, { input: { username: user.username, recoveryCode: 'AAAAA-BBBBB-CCCCC-DDDDD', newPassword: 'reset-pass-1' } });
    expect(codes(wrong)).toEqual(['INVALID_RECOVERY_CODE']);
    expect((await client.query('{ me { id } }')).data.me.id).toBe(user.id);
  });

  it('issueRecoveryCode needs the current password and answers a working code', async () => {
    const client = stack.client();
    const user = await client.register();
    const ISSUE = 'mutation($input: IssueRecoveryCodeInput!) { issueRecoveryCode(input: $input) { recoveryCode message } }';
    expect(codes(await client.query(ISSUE, { input: { currentPassword: 'not-mine-1' } }))).toEqual(['CURRENT_PASSWORD_INCORRECT']);
    const issued = await client.query(ISSUE, { input: { currentPassword: user.password } });
    expect(issued.data.issueRecoveryCode.message).toBe('Recovery code issued');
    const reset = await stack.client().query(RESET, { input: { username: user.username, recoveryCode: issued.data.issueRecoveryCode.recoveryCode, newPassword: 'reset-pass-2' } });
    expect(reset.errors).toBeUndefined();
    expect(codes(await stack.client().query(ISSUE, { input: { currentPassword: 'x' } }))).toEqual(['UNAUTHENTICATED']);
  });

  it('updateProfile sends only non-blank fields; changePassword keeps this session and ends the others', async () => {
    const client = stack.client();
    const user = await client.register();
    const other = stack.client();
    await other.query(LOGIN, { input: { username: user.username, password: user.password } });
    const updated = await client.query('mutation { updateProfile(input: { username: "  ", email: "me@example.com" }) { username email } }');
    expect(updated.data.updateProfile).toEqual({ username: user.username, email: 'me@example.com' });
    const nothing = await client.query('mutation { updateProfile(input: { username: "", email: "" }) { username } }');
    expect(nothing.errors![0]!.message).toBe('No changes to update');
    const badEmail = await client.query('mutation { updateProfile(input: { email: "nope" }) { username } }');
    expect(badEmail.errors![0]!.message).toBe('Please enter a valid email address');
    const wrongCurrent = await client.query(CHANGE_PASSWORD, { input: { currentPassword: 'not-mine-1', newPassword: 'changed-1' } });
    expect(codes(wrongCurrent)).toEqual(['CURRENT_PASSWORD_INCORRECT']);
    expect((await other.query('{ me { id } }')).data.me.id).toBe(user.id);
    const changed = await client.query(CHANGE_PASSWORD, { input: { currentPassword: user.password, newPassword: 'changed-1' } });
    expect(changed.data.changePassword.message).toBe('Password updated');
    expect((await client.query('{ me { id } }')).data.me.id).toBe(user.id);
    expect((await other.query('{ me { id } }')).data.me).toBeNull();
  });
});

describe('favorites', () => {
  it('addFavorite/removeFavorite answer the book with its new state', async () => {
    const client = stack.client();
    await client.register();
    const added = await client.query('mutation { addFavorite(bookId: "9") { book { id isFavorited } } }');
    expect(added.data.addFavorite.book).toEqual({ id: '9', isFavorited: true });
    expect((await client.query('{ favorites { items { book { id } } total } }')).data.favorites).toEqual({ items: [{ book: { id: '9' } }], total: 1 });
    const removed = await client.query('mutation { removeFavorite(bookId: "9") { book { id isFavorited } } }');
    expect(removed.data.removeFavorite.book).toEqual({ id: '9', isFavorited: false });
    expect((await client.query('{ favorites { total } book(id: "9") { isFavorited } }')).data).toEqual({ favorites: { total: 0 }, book: { isFavorited: false } });
  });

  it('NOT_FOUND for an unknown book, UNAUTHENTICATED for a guest', async () => {
    const client = stack.client();
    await client.register();
    expect(codes(await client.query('mutation { addFavorite(bookId: "99999") { book { id } } }'))).toEqual(['NOT_FOUND']);
    expect(codes(await stack.client().query('mutation { addFavorite(bookId: "1") { book { id } } }'))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('reading and coins', () => {
  it('startReading pays the first-read reward and answers the new balance', async () => {
    const client = stack.client();
    await client.register();
    const answer = await client.query(`mutation { startReading(bookId: "${vip.bookId}", chapterId: "${vip.freeChapterId}") {
      coinsDeducted coinsAwarded rewards { type coins } chapter { id locked } user { coins } } }`);
    expect(answer.data.startReading).toEqual({
      coinsDeducted: 0,
      coinsAwarded: 10,
      rewards: [{ type: 'FIRST_READ_REWARD', coins: 10 }],
      chapter: { id: String(vip.freeChapterId), locked: false },
      user: { coins: 10 },
    });
  });

  it("a mutation's reader carries the reading history as it is after the mutation", async () => {
    const client = stack.client();
    await client.register();
    // The profile is cached at sign-up, before any reading.
    await client.query(`mutation { startReading(bookId: "${vip.bookId}", chapterId: "${vip.freeChapterId}") { coinsAwarded } }`);
    const answer = await client.query(`mutation { reportReadingProgress(input: { bookId: "${vip.bookId}", chapterId: "${vip.freeChapterId}", progressPercentage: 20, language: EN_US }) {
      user { readHistory { chapterId book { id } } } } }`);
    expect(answer.data.reportReadingProgress.user.readHistory).toEqual([{ chapterId: String(vip.freeChapterId), book: { id: String(vip.bookId) } }]);
  });

  it('a paid chapter is locked, refused with INSUFFICIENT_COINS, then bought and unlocked', async () => {
    const client = stack.client();
    const user = await client.register();
    const locked = await client.query(`{ chapter(bookId: "${vip.bookId}", chapterId: "${vip.paidChapterId}") { locked content coinsRequired } }`);
    expect(locked.data.chapter).toEqual({ locked: true, content: null, coinsRequired: vip.price });
    const refused = await client.query(`mutation { startReading(bookId: "${vip.bookId}", chapterId: "${vip.paidChapterId}") { coinsDeducted } }`);
    expect(codes(refused)).toEqual(['INSUFFICIENT_COINS']);
    await stack.api.db.query('UPDATE users SET coins = $2 WHERE id = $1', [Number(user.id), vip.price]);
    await stack.api.db.query("INSERT INTO coin_ledger (user_id, transaction_type, amount, task_type, description_key, balance_after) VALUES ($1, 'add', $2, 'other', 'adjustment', $2)", [Number(user.id), vip.price]);
    const purchasedMarks = async () => {
      const answer = await client.query(`{ book(id: "${vip.bookId}") { chapters(pageSize: 20) { items { id readingProgress { purchased } } } } }`);
      const items = answer.data.book.chapters.items as Array<{ id: string; readingProgress: { purchased: boolean } }>;
      return items.filter((item) => item.readingProgress.purchased).map((item) => item.id);
    };
    expect(await purchasedMarks()).toEqual([]);
    const bought = await client.query(`mutation { startReading(bookId: "${vip.bookId}", chapterId: "${vip.paidChapterId}") {
      coinsDeducted chapter { locked content readingProgress { progress purchased } } user { coins } } }`);
    expect(bought.data.startReading.coinsDeducted).toBe(vip.price);
    expect(bought.data.startReading.chapter.locked).toBe(false);
    expect(bought.data.startReading.chapter.readingProgress).toEqual({ progress: 0, purchased: true });
    // Bought and not yet read in: the chapter list says so, for the offline download's choice.
    expect(await purchasedMarks()).toEqual([String(vip.paidChapterId)]);
    expect(bought.data.startReading.chapter.content.length).toBeGreaterThan(10);
    // First open of this novel: the first-read reward lands after the purchase.
    expect(bought.data.startReading.user.coins).toBe(10);
  });

  it('reportReadingProgress pays +5 at 20% once and completes the chapter at 100%', async () => {
    const client = stack.client();
    await client.register();
    await client.query(`mutation { startReading(bookId: "${vip.bookId}", chapterId: "${vip.freeChapterId}") { coinsAwarded } }`);
    const report = (percentage: number) =>
      client.query(`mutation { reportReadingProgress(input: { bookId: "${vip.bookId}", chapterId: "${vip.freeChapterId}", progressPercentage: ${percentage}, language: EN_US }) {
        progress isCompleted coinsAwarded rewards { type coins chapterId } message user { coins } chapter { readingProgress { progress isCompleted } }
        readingSeconds clockRunning rewardInSeconds completionInSeconds } }`);
    const twenty = await report(20);
    expect(twenty.data.reportReadingProgress).toMatchObject({
      coinsAwarded: 5,
      rewards: [{ type: 'CHAPTER_REWARD', coins: 5, chapterId: String(vip.freeChapterId) }],
      message: 'Reading reward: +5 coins',
      user: { coins: 15 },
      clockRunning: true,
      rewardInSeconds: null,
      completionInSeconds: null,
    });
    // The clock has run only since the chapter opened, a moment ago.
    expect(twenty.data.reportReadingProgress.readingSeconds).toBeGreaterThanOrEqual(0);
    expect(twenty.data.reportReadingProgress.readingSeconds).toBeLessThan(5);
    expect((await report(30)).data.reportReadingProgress.coinsAwarded).toBe(0);
    const done = await report(100);
    expect(done.data.reportReadingProgress).toMatchObject({ progress: 100, isCompleted: true, chapter: { readingProgress: { progress: 100, isCompleted: true } } });
  });

  it('checkIn pays once; the second is ALREADY_CHECKED_IN', async () => {
    const client = stack.client();
    await client.register();
    const first = await client.query('mutation { checkIn(language: EN_US) { coinsAwarded message user { coins } status { hasCheckedIn nextCheckinTime } } }');
    expect(first.data.checkIn).toMatchObject({ coinsAwarded: 30, message: 'Checked in: +30 coins', user: { coins: 30 }, status: { hasCheckedIn: true } });
    expect(codes(await client.query('mutation { checkIn { coinsAwarded } }'))).toEqual(['ALREADY_CHECKED_IN']);
    expect((await client.query('{ me { coins } accountDetails(language: EN_US) { items { type taskType amount description } } }')).data).toEqual({
      me: { coins: 30 },
      accountDetails: { items: [{ type: 'ADD', taskType: 'DAILY_CHECKIN', amount: 30, description: 'Daily check-in reward' }] },
    });
  });

  it('settleReadingTask needs the chapter for CHAPTER_READING and reports progress', async () => {
    const client = stack.client();
    await client.register();
    expect(codes(await client.query('mutation { settleReadingTask(input: { type: CHAPTER_READING }) { coinsAwarded } }'))).toEqual(['BAD_USER_INPUT']);
    const answer = await client.query(`mutation { settleReadingTask(input: { type: CHAPTER_READING, bookId: "${vip.bookId}", chapterId: "${vip.freeChapterId}", language: EN_US }) {
      task { type progress target completed } coinsAwarded message user { coins } } }`);
    expect(answer.data.settleReadingTask).toEqual({
      task: { type: 'CHAPTER_READING', progress: 0, target: 10, completed: false },
      coinsAwarded: 0,
      message: 'Task progress updated',
      user: { coins: 0 },
    });
    const novel = await client.query('mutation { settleReadingTask(input: { type: NOVEL_READING }) { task { type target } } }');
    expect(novel.data.settleReadingTask.task).toEqual({ type: 'NOVEL_READING', target: 5 });
  });

  it('withdraw and recordAchievement move the level once the balance covers the target', async () => {
    const client = stack.client();
    const user = await client.register();
    expect(codes(await client.query('mutation { withdraw(targetLevel: 1, amount: 10000000) { nextLevel } }'))).toEqual(['INSUFFICIENT_COINS']);
    expect(codes(await client.query('mutation { recordAchievement(targetLevel: 1) { targetLevel } }'))).toEqual(['TARGET_NOT_REACHED']);
    await stack.api.db.query('UPDATE users SET coins = 10000000 WHERE id = $1', [Number(user.id)]);
    await stack.api.db.query("INSERT INTO coin_ledger (user_id, transaction_type, amount, task_type, description_key, balance_after) VALUES ($1, 'add', 10000000, 'other', 'adjustment', 10000000)", [Number(user.id)]);
    const done = await client.query('mutation { withdraw(targetLevel: 1, amount: 10000000) { targetLevel amount nextLevel isMaxLevel user { coins } } }');
    expect(done.data.withdraw).toEqual({ targetLevel: 1, amount: 10_000_000, nextLevel: 2, isMaxLevel: false, user: { coins: 0 } });
    const achievement = await client.query('mutation { recordAchievement(targetLevel: 1) { targetLevel newlyAchieved } }');
    expect(achievement.data.recordAchievement).toEqual({ targetLevel: 1, newlyAchieved: true });
    expect((await client.query('{ withdrawStanding { currentLevel withdrawnLevel target { name } } }')).data.withdrawStanding).toEqual({
      currentLevel: 2,
      withdrawnLevel: 1,
      target: { name: '中级提现' },
    });
  });
});
