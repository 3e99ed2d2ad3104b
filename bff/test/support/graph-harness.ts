import { ApolloServer } from '@apollo/server';
import { pino } from 'pino';
import { memoryStore } from '../../src/cache/memory-store.js';
import { ResponseCache } from '../../src/cache/response-cache.js';
import type { GraphQLContext } from '../../src/context.js';
import { RestError, toGraphQLError, unauthenticated } from '../../src/errors.js';
import { createLoaders } from '../../src/loaders.js';
import type { RestClient } from '../../src/rest/client.js';
import { NovelApi } from '../../src/rest/novel-api.js';
import { resolvers } from '../../src/resolvers/index.js';
import { loadTypeDefs } from '../../src/schema.js';
import { UpstreamBudget } from '../../src/security/upstream-budget.js';
import type { Session } from '../../src/session.js';

/** What a REST call was asked with: the path's parameters, the query string and the body. */
export interface RestParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface RecordedCall extends RestParams {
  /** `get /api/books/{id}`: the method and the path template, as the typed client names them. */
  route: string;
}

/** The API's answer to one route: an envelope, or a refusal thrown with `refuse`. */
export type Route = (params: RestParams) => unknown;

/** An envelope as the API answers it. */
export const ok = (data: unknown, message = 'ok') => ({ success: true, data, message });

/** The API refusing a call, as the REST client reports it to a resolver. */
export const refuse = (status: number, code: string, message: string) => toGraphQLError(new RestError(status, code, message));

export interface GraphAnswer {
  data?: any;
  errors?: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }>;
}

/** One server for every harness: it holds no state of a request (each run brings its own context). */
const server = new ApolloServer<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers });

/**
 * The BFF's schema and resolvers with the REST API replaced by `routes`: each `run` is one GraphQL
 * request with fresh loaders, as over HTTP, while the cache and the session carry over between
 * runs. Every REST call is recorded, so a test sees what the graph asked of the API and what it
 * made of the answer, in milliseconds and without an HTTP server.
 */
export class GraphHarness {
  readonly calls: RecordedCall[] = [];
  readonly cache = new ResponseCache(memoryStore({ maxEntries: 1000, maxBytes: 10_000_000 }));
  /** What the resolvers did to the session. */
  readonly sessionLog: { started: Array<{ token: string; user: unknown }>; ended: number; revoked: number[] } = {
    started: [],
    ended: 0,
    revoked: [],
  };
  /** What the resolvers logged, debug level included, as pino writes it. */
  readonly logs: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  private readonly logger = pino({ level: 'debug' }, { write: (line: string) => void this.logs.push(JSON.parse(line)) });

  constructor(
    private readonly routes: Record<string, Route>,
    /** The signed-in reader's id, null for a guest; a session started by a run signs its user in. */
    public viewer: number | null = 7,
    /** The session cookie's token; by default one when there is a viewer. */
    public token: string | null = viewer === null ? null : 'session-token',
  ) {}

  /** The recorded calls of one route, e.g. `get /api/books`. */
  callsTo(route: string): RecordedCall[] {
    return this.calls.filter((call) => call.route === route);
  }

  async run(query: string, variables: Record<string, unknown> = {}): Promise<GraphAnswer> {
    return this.execute(query, variables, this.context());
  }

  /** Operations one after another in one HTTP request (a batch): they share its loaders. */
  async runInOneRequest(...queries: string[]): Promise<GraphAnswer[]> {
    const context = this.context();
    const answers: GraphAnswer[] = [];
    for (const query of queries) answers.push(await this.execute(query, {}, context));
    return answers;
  }

  private async execute(query: string, variables: Record<string, unknown>, contextValue: GraphQLContext): Promise<GraphAnswer> {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult as GraphAnswer;
  }

  /** The first error `query` answers (undefined when none), with the number of REST calls it cost. */
  async firstError(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ message: string; code: unknown; reason: unknown; restCalls: number } | undefined> {
    const before = this.calls.length;
    const error = (await this.run(query, variables)).errors?.[0];
    return error && { message: error.message, code: error.extensions?.code, reason: error.extensions?.reason, restCalls: this.calls.length - before };
  }

  private context(): GraphQLContext {
    const rest = {
      call: async (method: string, path: string, params: RestParams) => {
        const route = `${method} ${path}`;
        this.calls.push({ route, ...params });
        const answer = this.routes[route];
        if (!answer) throw new Error(`The test did not expect ${route}`);
        return answer(params);
      },
    } as unknown as RestClient;
    const api = new NovelApi(rest);
    const session = new RecordingSession(this) as unknown as Session;
    const viewerId = async () => this.viewer;
    return {
      requestId: 'test',
      logger: this.logger,
      api,
      cache: this.cache,
      session,
      loaders: createLoaders(api, this.cache, viewerId),
      budget: new UpstreamBudget(100),
      viewerId,
      async requireViewerId() {
        const id = await viewerId();
        if (id === null) throw unauthenticated();
        return id;
      },
      answerLookedUp: null,
    };
  }
}

/** The session as resolvers use it: it records what they do and signs the harness's viewer in or out. */
class RecordingSession {
  constructor(private readonly harness: GraphHarness) {}

  get token(): string | null {
    return this.harness.token;
  }

  async start(token: string, user: { id: number }): Promise<void> {
    this.harness.sessionLog.started.push({ token, user });
    this.harness.viewer = user.id;
  }

  async end(): Promise<void> {
    this.harness.sessionLog.ended += 1;
    this.harness.viewer = null;
  }

  async revokeAllCached(userId: number): Promise<void> {
    this.harness.sessionLog.revoked.push(userId);
  }
}

/** A book as the API's list and detail routes answer it; `overrides` change any field. */
export function bookDto(bookId: number, overrides: Record<string, unknown> = {}) {
  return {
    book_id: bookId,
    book_name: `Book ${bookId}`,
    author: `Author ${bookId}`,
    book_intro: `About book ${bookId}`,
    class_id: 2,
    genre: 'fantasy',
    book_chapters: 12,
    coinsRequired: 10,
    book_vip: 1,
    book_tags: 'magic, school',
    book_update: '2026-11-01T00:00:00.000Z',
    book_words: 120_000,
    viewCount: 30,
    readCount: 4,
    lead_name: 'Lin',
    book_label: 'Completed',
    hasContent: true,
    ...overrides,
  };
}

/** A user as the API answers one. */
export function userDto(id: number, overrides: Record<string, unknown> = {}) {
  return { id, username: `reader${id}`, email: null, coins: 100, readHistory: [], hasRecoveryCode: true, ...overrides };
}

/** A chapter with its text, as the API's chapter route answers it. */
export function chapterDto(bookId: number, chapterId: number, overrides: Record<string, unknown> = {}) {
  return {
    id: chapterId,
    book_id: bookId,
    chapter_no: chapterId,
    title: `Chapter ${chapterId}`,
    word_count: 2000,
    coinsRequired: 0,
    isFree: true,
    hasContent: true,
    content: `Text of chapter ${chapterId}`,
    locked: false,
    prevChapterId: chapterId > 1 ? chapterId - 1 : null,
    nextChapterId: chapterId + 1,
    ...overrides,
  };
}

/**
 * For a call that should not have to wait for the others: `wait()` resolves true once `count` REST
 * calls are out, counting its own (each of the others calls `check()`), false if 500 ms pass first.
 */
export function callGate(graph: () => GraphHarness, count: number) {
  let open: () => void = () => undefined;
  const opened = new Promise<boolean>((resolve) => (open = () => resolve(true)));
  return {
    check: () => {
      if (graph().calls.length >= count) open();
    },
    wait: () => {
      if (graph().calls.length >= count) return Promise.resolve(true);
      return Promise.race([opened, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500))]);
    },
  };
}
