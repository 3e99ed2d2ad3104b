import type { Logger } from 'pino';
import { request, type Dispatcher } from 'undici';
import { RestError, toGraphQLError } from '../errors.js';
import { recordRestCall } from '../metrics/metrics.js';
import type { UpstreamBudget } from '../security/upstream-budget.js';
import type { Answer, Method, PathWith, RequestParts } from './contract.js';

export interface RestClientOptions {
  baseUrl: string;
  /** The process-wide keep-alive connection pool to the API. */
  dispatcher: Dispatcher;
  /** The calls this HTTP request may make; every attempt spends one. */
  budget: UpstreamBudget;
  timeoutMs: number;
  /** The reader's session token, sent as a Bearer credential. */
  token: string | null;
  requestId: string;
  clientAddress: string | undefined;
  logger: Logger;
  /** Called after each call; tests and metrics count REST calls per GraphQL request with it. */
  onCall?: (method: string, path: string, status: number, ms: number) => void;
}

/** `/api/books/{id}` with `{ id: 7 }` and `{ page: 2 }` -> `/api/books/7?page=2`. */
function urlPath(template: string, path: object | undefined, query: object | undefined): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((path as Record<string, unknown>)[name])));
  if (!query) return filled;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${filled}?${text}` : filled;
}

type Envelope = { success: boolean; data: unknown; message: string; code?: string };

/** GETs the API counts (a book's detail adds a view to it): sent once, like a write, never retried. */
const COUNTED_READS: ReadonlySet<string> = new Set(['/api/books/{id}']);

/**
 * The BFF's only way to the REST API, built per GraphQL request: it forwards the reader's token,
 * the request id and the client address, spends the request's call budget, times out, retries a
 * GET once on a transport failure (never a write, nor a GET the API counts), and turns failures
 * into GraphQL errors with stable codes.
 */
export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  get hasToken(): boolean {
    return this.options.token !== null;
  }

  /**
   * Calls `method path` of the API, typed by the API's own schema: the path parameters, query and
   * body it takes, and the success answer (the whole envelope) it gives.
   */
  call<M extends Method, P extends PathWith<M>>(method: M, path: P, parts: RequestParts<P, M>): Promise<Answer<P, M>> {
    const { path: pathParams, query, body } = parts as { path?: object; query?: object; body?: unknown };
    return this.send(method.toUpperCase(), path, urlPath(path, pathParams, query), body) as Promise<Answer<P, M>>;
  }

  /** `template` is the contract's path (`/api/books/{id}`): the metrics' label, never the filled path. */
  private async send(method: string, template: string, path: string, body?: unknown): Promise<Envelope> {
    const attempts = method === 'GET' && !COUNTED_READS.has(template) ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, template, path, body);
      } catch (error) {
        const transportFailure = error instanceof RestError && error.status === 0;
        if (!transportFailure || attempt >= attempts) {
          throw error instanceof RestError ? toGraphQLError(error) : error;
        }
      }
    }
  }

  private async once(method: string, template: string, path: string, body?: unknown): Promise<Envelope> {
    const { baseUrl, dispatcher, timeoutMs, token, requestId, clientAddress, logger, onCall, budget } = this.options;
    budget.spend();
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (token) headers.authorization = `Bearer ${token}`;
    if (clientAddress) headers['x-forwarded-for'] = clientAddress;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status: number;
    let text: string;
    // One deadline for the whole call, from waiting for a pooled connection to the last byte of the
    // body. A timer cleared with the call: AbortSignal.timeout would stay armed for the whole
    // timeout after every call, and undici's headers/body timeouts start only once a socket is
    // writing, leaving a queued or connecting call unbounded.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      const response = await request(`${baseUrl}${path}`, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher,
        signal: deadline.signal,
      });
      status = response.statusCode;
      // Inside the deadline: a body cut off or too slow is no answer (status 0), whatever its headers said.
      text = await response.body.text();
    } catch (error) {
      logger.warn({ err: error, method, path }, 'REST call failed before an answer');
      const ms = performance.now() - started;
      recordRestCall(method, template, 0, ms / 1000);
      onCall?.(method, path, 0, ms);
      throw new RestError(0, undefined, 'network error');
    } finally {
      clearTimeout(timer);
    }
    const ms = performance.now() - started;
    recordRestCall(method, template, status, ms / 1000);
    onCall?.(method, path, status, ms);
    const payload = envelopeOf(text);
    const ok = status >= 200 && status < 300;
    // A 2xx that is not the API's envelope (a wrong API_URL, a proxy's own page) is no answer either.
    if (!ok || !payload || payload.success !== true) {
      if (status >= 500) logger.error({ method, path, status }, 'REST call answered a server error');
      throw new RestError(ok ? 502 : status, payload?.code, payload?.message || `HTTP error! status: ${status}`);
    }
    return payload;
  }
}

/** The API's answer as JSON, or null when it is none (a proxy's error page, a cut-off body). */
function envelopeOf(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope | null;
  } catch {
    return null;
  }
}
