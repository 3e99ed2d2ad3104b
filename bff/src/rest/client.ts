import type { Logger } from 'pino';
import { request, type Dispatcher } from 'undici';
import { RestError, toGraphQLError } from '../errors.js';
import type { UpstreamBudget } from '../security/upstream-budget.js';
import type { Envelope } from './types.js';

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

type Query = Record<string, string | number | boolean | undefined | null>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The BFF's only way to the REST API, built per GraphQL request: it forwards the reader's
 * token, the request id and the client address, spends the request's call budget, times out,
 * retries a GET once on a transport failure (never a write), and turns failures into GraphQL
 * errors with stable codes.
 */
export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  get hasToken(): boolean {
    return this.options.token !== null;
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.request<T>('GET', `${path}${queryString(query)}`);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  /** The whole envelope, for answers whose message matters (auth, rewards). */
  async envelope<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Envelope<T>> {
    return this.send<T>(method, path, body);
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.send<T>(method, path, body)).data;
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const attempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(method, path, body);
      } catch (error) {
        const transportFailure = error instanceof RestError && error.status === 0;
        if (!transportFailure || attempt >= attempts) {
          throw error instanceof RestError ? toGraphQLError(error) : error;
        }
      }
    }
  }

  private async once<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const { baseUrl, dispatcher, timeoutMs, token, requestId, clientAddress, logger, onCall, budget } = this.options;
    budget.spend();
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (token) headers.authorization = `Bearer ${token}`;
    if (clientAddress) headers['x-forwarded-for'] = clientAddress;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status: number;
    let payload: Envelope<T> | null = null;
    try {
      const response = await request(`${baseUrl}/api${path}`, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.statusCode;
      payload = (await response.body.json().catch(() => null)) as Envelope<T> | null;
    } catch (error) {
      logger.warn({ err: error, method, path }, 'REST call failed before an answer');
      onCall?.(method, path, 0, performance.now() - started);
      throw new RestError(0, undefined, 'network error');
    }
    onCall?.(method, path, status, performance.now() - started);
    const ok = status >= 200 && status < 300;
    if (!ok || !payload || payload.success === false) {
      if (status >= 500) logger.error({ method, path, status }, 'REST call answered a server error');
      throw new RestError(ok ? 502 : status, payload?.code, payload?.message || `HTTP error! status: ${status}`);
    }
    return payload;
  }
}
