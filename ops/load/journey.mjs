// One reader's journey through nginx, as the web app makes it: open the app, register, browse the
// home feed (and a cover), open a novel, open the reader, start a chapter, report 20/50/100 %,
// look at the tasks screen, check in, add and remove a favorite.
//
// autocannon drives it: one keep-alive connection (a browser's), one request per second
// (`connectionRate: 1`: the reader's pace, which is also the reading time the server clock measures
// between progress reports), a 10 s timeout. autocannon has no arrival rate of its own; run.mjs
// starts one of these per arriving reader. Every request is recorded with its timing and outcome.
import autocannon from 'autocannon';

/** The plan. A step whose prerequisite is missing (no session, no book yet) does that first. */
export const PLAN = [
  'app',
  'register',
  'home',
  'cover',
  'detail',
  'readerBook',
  'readerChapter',
  'start',
  'p20',
  'p50',
  'p100',
  'tasks',
  'checkIn',
  'favoriteAdd',
  'favoriteRemove',
];

const OPERATION = {
  register: 'Register',
  login: 'Login',
  home: 'HomeFeed',
  detail: 'NovelDetail',
  readerBook: 'ReaderBook',
  readerChapter: 'ReaderChapter',
  start: 'StartReading',
  p20: 'ReportReadingProgress',
  p50: 'ReportReadingProgress',
  p100: 'ReportReadingProgress',
  tasks: 'TasksScreen',
  checkIn: 'CheckIn',
  favoriteAdd: 'AddFavorite',
  favoriteRemove: 'RemoveFavorite',
};

const PROGRESS = { p20: 20, p50: 50, p100: 100 };

/** An answer that says what happened (a refusal with a code), unlike a lost answer or an outage. */
const definiteRefusal = (status, errors) =>
  status === 200 &&
  Array.isArray(errors) &&
  errors.every((e) => !['UPSTREAM_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'].includes(e.extensions?.code));

const header = (headers, name) => {
  for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === name) return value;
  return undefined;
};

/**
 * Runs one journey; resolves with the reader's state once autocannon has sent every step.
 * @param {{ url: string, index: number, username: string, operations: Map<string, { query: string, type: string }>,
 *   queriesAsGet: boolean, now: () => number, record: (entry: object) => void }} options
 */
export function runJourney({ url, index, username, operations, queriesAsGet, now, record }) {
  const reader = {
    journey: index,
    username,
    userId: null,
    cookie: null,
    /** A registration failed without a clear answer (or said the name is taken): sign in instead. */
    accountMayExist: false,
    homeBooks: [],
    book: null,
    chapter: null,
    started: false,
    step: 0,
    done: [],
    coinsSeen: 0,
    rewardsSeen: [],
    lastBalance: null,
    failedWrites: [],
    startedAt: now(),
  };
  let pending = null;

  const finishPending = (status, outcome) => {
    if (!pending) return;
    const entry = { ...pending, end: now(), status, ...outcome };
    entry.ms = entry.end - entry.start;
    pending = null;
    if (!entry.ok && entry.write)
      reader.failedWrites.push({ action: entry.action, start: entry.start, end: entry.end, error: entry.error });
    record(entry);
  };

  /** The action this tick performs: the plan's next step, or a prerequisite it is missing. */
  function nextAction() {
    const planned = PLAN[Math.min(reader.step, PLAN.length - 1)];
    if (planned !== 'app' && !reader.cookie) {
      if (planned === 'register') reader.step++;
      // A registration whose answer was lost may have created the account: the reader signs in.
      return reader.accountMayExist ? 'login' : 'register';
    }
    if (
      ['detail', 'readerBook', 'readerChapter', 'start', 'p20', 'p50', 'p100', 'favoriteAdd', 'favoriteRemove', 'cover'].includes(planned)
    ) {
      if (!reader.book) {
        reader.book = reader.homeBooks.shift() ?? null;
        if (!reader.book) return 'home';
      }
      if (planned !== 'detail' && planned !== 'cover' && planned !== 'favoriteAdd' && planned !== 'favoriteRemove' && !reader.chapter)
        return 'detail';
      if (PROGRESS[planned] && !reader.started) return 'start';
    }
    reader.step++;
    return planned;
  }

  function graphql(action, variables) {
    const { query, type } = operations.get(OPERATION[action]);
    const operationName = OPERATION[action];
    const headers = { accept: 'application/graphql-response+json,application/json;q=0.9' };
    if (reader.cookie) headers.cookie = reader.cookie;
    if (queriesAsGet && type === 'query') {
      const params = new URLSearchParams({ operationName, query, variables: JSON.stringify(variables) });
      // Apollo Server's CSRF prevention accepts a GET only with a header a form cannot send.
      headers['apollo-require-preflight'] = 'true';
      return { method: 'GET', path: `/graphql?${params}`, headers, type };
    }
    headers['content-type'] = 'application/json';
    return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ operationName, query, variables }), type };
  }

  function request(action) {
    switch (action) {
      case 'app':
        return { method: 'GET', path: '/', headers: { accept: 'text/html' }, type: 'static' };
      case 'cover':
        return { method: 'GET', path: `/covers/${reader.book}.svg`, headers: { accept: 'image/svg+xml' }, type: 'static' };
      case 'register':
      case 'login':
        return graphql(action, { input: { username: reader.username, password: `load-${reader.username}-pw` } });
      case 'home':
        return graphql(action, { page: 1, pageSize: 30 });
      case 'detail':
        return graphql(action, { id: reader.book, chapterPageSize: 50 });
      case 'readerBook':
        return graphql(action, { id: reader.book });
      case 'readerChapter':
        return graphql(action, { bookId: reader.book, chapterId: reader.chapter });
      case 'start':
        return graphql(action, { bookId: reader.book, chapterId: reader.chapter });
      case 'p20':
      case 'p50':
      case 'p100':
        return graphql(action, {
          input: { bookId: reader.book, chapterId: reader.chapter, progressPercentage: PROGRESS[action], language: 'ZH_CN' },
        });
      case 'tasks':
        return graphql(action, {});
      case 'checkIn':
        return graphql(action, { language: 'ZH_CN' });
      case 'favoriteAdd':
      case 'favoriteRemove':
        return graphql(action, { bookId: reader.book });
      default:
        throw new Error(`unknown action ${action}`);
    }
  }

  function setupRequest(req) {
    // A request that never got an answer (timeout, connection error) ends when the next begins.
    finishPending(0, { ok: false, error: 'no answer' });
    const action = nextAction();
    const built = request(action);
    pending = {
      journey: index,
      user: reader.username,
      action,
      operation: OPERATION[action] ?? action,
      method: built.method,
      write: built.type === 'mutation',
      start: now(),
    };
    return { ...req, method: built.method, path: built.path, headers: built.headers, body: built.body ?? Buffer.alloc(0) };
  }

  function onResponse(status, body, _context, headers) {
    if (!pending) return;
    const action = pending.action;
    const requestId = header(headers, 'x-request-id') ?? null;
    if (action === 'app' || action === 'cover') {
      finishPending(status, { ok: status === 200, error: status === 200 ? null : `HTTP ${status}`, requestId });
      return;
    }
    let answer = null;
    try {
      answer = JSON.parse(body);
    } catch {
      // Not JSON: nginx's own error page, say.
    }
    const errors = answer?.errors;
    const ok = status === 200 && answer?.data && !errors;
    const error = ok
      ? null
      : status !== 200
        ? `HTTP ${status}`
        : (errors?.map((e) => e.extensions?.reason ?? e.extensions?.code ?? e.message).join(',') ?? 'no data');
    if (ok) {
      reader.done.push(action);
      const data = answer.data;
      const credit = (payload) => {
        reader.coinsSeen += (payload.coinsAwarded ?? 0) - (payload.coinsDeducted ?? 0);
        for (const reward of payload.rewards ?? []) reader.rewardsSeen.push({ type: reward.type, coins: reward.coins });
        if (payload.user?.coins !== undefined) reader.lastBalance = payload.user.coins;
      };
      switch (action) {
        case 'register':
        case 'login': {
          reader.userId = data[action].user.id;
          const setCookie = [header(headers, 'set-cookie') ?? []].flat();
          const pair = setCookie.map((line) => line.split(';')[0]).find((cookie) => cookie && !cookie.endsWith('='));
          if (pair) reader.cookie = pair;
          reader.accountMayExist = false;
          break;
        }
        case 'home': {
          const ids = data.books.items.map((book) => book.id);
          // A different spread of books per reader.
          for (let i = ids.length - 1; i > 0; i--) {
            const j = Math.floor(Math.random() * (i + 1));
            [ids[i], ids[j]] = [ids[j], ids[i]];
          }
          reader.homeBooks = ids;
          break;
        }
        case 'detail': {
          const chapter = data.book.chapters.items.find((item) => item.isFree && item.hasContent);
          if (chapter) reader.chapter = chapter.id;
          else reader.book = null;
          break;
        }
        case 'start':
          reader.started = true;
          credit(data.startReading);
          break;
        case 'p20':
        case 'p50':
        case 'p100':
          credit(data.reportReadingProgress);
          break;
        case 'checkIn':
          credit({ coinsAwarded: data.checkIn.coinsAwarded, user: data.checkIn.user });
          reader.rewardsSeen.push({ type: 'DAILY_CHECKIN', coins: data.checkIn.coinsAwarded });
          break;
        default:
      }
    }
    if (!ok && action === 'register') reader.accountMayExist = !definiteRefusal(status, errors) || /USERNAME_TAKEN/.test(error);
    if (!ok && action === 'login' && definiteRefusal(status, errors)) {
      // The sign-in after a lost registration answers that there is no such account: a right
      // answer (the registration never reached the database), so not a failure; register again.
      reader.accountMayExist = false;
      finishPending(status, { ok: true, error: null, answered: error, requestId });
      return;
    }
    finishPending(status, { ok, error, requestId });
  }

  return new Promise((resolve) => {
    const instance = autocannon(
      {
        url,
        connections: 1,
        connectionRate: 1,
        amount: PLAN.length,
        timeout: 10,
        requests: PLAN.map(() => ({ setupRequest, onResponse })),
      },
      () => {
        finishPending(0, { ok: false, error: 'no answer' });
        reader.endedAt = now();
        resolve(reader);
      },
    );
    instance.on('error', () => {});
  });
}
