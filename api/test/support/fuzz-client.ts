import type { RawAnswer } from './answer-contract.js';
import { Known, type BodyCase, type FuzzCase } from './fuzz-cases.js';
import { RawUrlText } from './hostile-input.js';
import type { ServedRoute } from './served-routes.js';
import type { TestApi, TestUser } from './test-api.js';

export interface FuzzAnswer extends RawAnswer {
  /** `METHOD /path?query`, as sent. */
  request: string;
}

/** A reader, an administrator and a second reader whose data the first may not touch. */
export interface FuzzAccounts {
  reader: TestUser;
  admin: TestUser;
  other: TestUser;
}

export async function createAccounts(api: TestApi): Promise<FuzzAccounts> {
  return { reader: await api.register('fuzz'), admin: await promotedAdmin(api), other: await api.register('other') };
}

async function promotedAdmin(api: TestApi): Promise<TestUser> {
  const admin = await api.register('admin');
  await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
  return admin;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

// A lone surrogate cannot be put in a URL (it has no UTF-8); broken encodings are sent as RawUrlText instead.
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function urlText(value: unknown): string {
  if (value instanceof RawUrlText) return value.text;
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return encodeURIComponent(wellFormed(text));
}

function queryText(query: FuzzCase['query']): string {
  if (query instanceof RawUrlText) return `?${query.text}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => `${urlText(key)}=${urlText(item)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Sends fuzz cases over HTTP, replaces accounts the fuzzer deleted or signed out, and counts requests per route. */
export class FuzzClient {
  readonly sent = new Map<string, { requests: number; succeeded: number }>();

  constructor(
    private readonly api: TestApi,
    private readonly accounts: FuzzAccounts,
  ) {}

  get total(): number {
    return [...this.sent.values()].reduce((sum, route) => sum + route.requests, 0);
  }

  /** Sends the case, `copies` times at once, and returns every answer. */
  async send(route: ServedRoute, fuzzCase: FuzzCase): Promise<FuzzAnswer[]> {
    const answers = await Promise.all(Array.from({ length: fuzzCase.copies }, () => this.sendOnce(route, fuzzCase)));
    const { as } = fuzzCase.caller;
    // The fuzzer deletes accounts and signs them out (that is the handlers running); later cases need them back.
    if (
      (as === 'reader' || as === 'admin') &&
      answers.some((answer) => answer.status === 401 && answer.text.includes('"SESSION_EXPIRED"'))
    ) {
      this.accounts[as] = as === 'admin' ? await promotedAdmin(this.api) : await this.api.register('fuzz');
    }
    return answers;
  }

  private async sendOnce(route: ServedRoute, fuzzCase: FuzzCase): Promise<FuzzAnswer> {
    const self = fuzzCase.caller.as === 'admin' ? this.accounts.admin : this.accounts.reader;
    const resolve = (value: unknown): unknown => this.resolve(value, self);
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => urlText(resolve(fuzzCase.params[name])));
    const query = queryText(fuzzCase.query instanceof RawUrlText ? fuzzCase.query : (resolve(fuzzCase.query) as Record<string, unknown>));
    const headers: Record<string, string> = {};
    const { caller } = fuzzCase;
    if (caller.as === 'forged') headers.authorization = caller.authorization;
    else if (caller.as !== 'guest') headers.authorization = `Bearer ${this.accounts[caller.as].token}`;
    if (fuzzCase.requestId !== undefined) headers['x-request-id'] = fuzzCase.requestId;
    const body = this.body(fuzzCase.body, resolve);
    if (body?.contentType) headers['content-type'] = body.contentType;

    const response = await fetch(`${this.api.baseUrl}${path}${query}`, {
      method: route.method,
      headers,
      body: body?.text,
      redirect: 'manual',
    });
    const answer = {
      request: `${route.method} ${path}${query}`,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
    this.count(route, answer.status);
    return answer;
  }

  private body(body: BodyCase, resolve: (value: unknown) => unknown): { contentType: string | null; text: string } | undefined {
    switch (body.kind) {
      case 'none':
        return undefined;
      case 'json':
        return { contentType: 'application/json', text: JSON.stringify(resolve(body.value)) };
      case 'labelled':
        return { contentType: body.contentType, text: JSON.stringify(resolve(body.value)) };
      case 'text':
        return { contentType: body.contentType, text: body.text };
      case 'oversized':
        return { contentType: 'application/json', text: JSON.stringify({ padding: 'x'.repeat(this.api.config.BODY_LIMIT_BYTES) }) };
    }
  }

  private resolve(value: unknown, self: TestUser): unknown {
    if (value instanceof Known) {
      const [who, field] = value.key.split('.') as ['self' | 'other', keyof TestUser];
      return (who === 'self' ? self : this.accounts.other)[field];
    }
    if (Array.isArray(value)) return value.map((item) => this.resolve(item, self));
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.resolve(item, self)]));
    return value;
  }

  private count(route: ServedRoute, status: number) {
    const key = `${route.method} ${route.url}`;
    const entry = this.sent.get(key) ?? { requests: 0, succeeded: 0 };
    entry.requests += 1;
    if (status >= 200 && status < 300) entry.succeeded += 1;
    this.sent.set(key, entry);
  }
}
