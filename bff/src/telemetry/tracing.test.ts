import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One reader request followed across both services: the API and the BFF run as real processes
 * (their own entry points, through tsx) exporting to an OTLP/HTTP JSON receiver in this test, so no
 * collector is needed. It checks what tracing is for: the BFF's REST call carries `traceparent`,
 * and the API's spans join the BFF's trace under that call.
 */

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, unknown>;
}
const SERVER = 2;
const CLIENT = 3;

type JsonValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: JsonValue }> };
    scopeSpans?: Array<{ spans?: Array<Omit<Span, 'service' | 'attributes'> & { attributes?: Array<{ key: string; value: JsonValue }> }> }>;
  }>;
}
const attributes = (list: Array<{ key: string; value: JsonValue }> = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]));

const repo = fileURLToPath(new URL('../../../', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('tracing across the BFF and the API', () => {
  const spans: Span[] = [];
  const processes: ChildProcess[] = [];
  const output: string[] = [];
  let collector: Server;
  let bffUrl: string;

  function start(cwd: string, env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: `${repo}${cwd}`,
      // Empty values keep a developer's .env from pointing the processes elsewhere.
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
    processes.push(child);
    return child;
  }

  beforeAll(async () => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
          for (const resourceSpans of body.resourceSpans ?? []) {
            const service = String(attributes(resourceSpans.resource?.attributes)['service.name']);
            for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
              for (const span of scopeSpans.spans ?? []) spans.push({ ...span, service, attributes: attributes(span.attributes) });
            }
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const [apiPort, bffPort] = [await freePort(), await freePort()];
    start('api', { ...otel, API_PORT: String(apiPort), DATA_DIR: 'memory://', SEED_BOOKS: '3' });
    start('bff', { ...otel, BFF_PORT: String(bffPort), API_URL: `http://127.0.0.1:${apiPort}` });
    bffUrl = `http://127.0.0.1:${bffPort}`;
    try {
      await until('both services ready', async () => ((await fetch(`${bffUrl}/readyz`)).ok ? true : undefined), 90_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output.join('')}`);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await new Promise((resolve) => collector?.close(resolve));
  }, 30_000);

  it('puts the API request and its handler under the BFF call that made it, in one trace', async () => {
    const response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query TraceProbe { book(id: "2") { id title } }' }),
    });
    expect(response.status).toBe(200);

    const trace = await until(
      'the spans of both services',
      async () => {
        const operation = spans.find((span) => span.service === 'novel-bff' && span.name === 'query TraceProbe');
        if (!operation) return undefined;
        const inTrace = spans.filter((span) => span.traceId === operation.traceId);
        return inTrace.some((span) => span.service === 'novel-api' && span.name === 'handler GET /api/books/:id') ? inTrace : undefined;
      },
      30_000,
    );
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const root = trace.find((span) => !byId.has(span.parentSpanId));
    expect(root).toMatchObject({ service: 'novel-bff', kind: SERVER });
    expect(root?.attributes['url.path']).toBe('/graphql');

    const restCall = trace.find((span) => span.service === 'novel-bff' && span.kind === CLIENT && span.attributes['url.path'] === '/api/books/2');
    expect(restCall).toBeDefined();
    const apiServer = trace.find((span) => span.service === 'novel-api' && span.kind === SERVER);
    expect(apiServer?.parentSpanId).toBe(restCall?.spanId);
    expect(apiServer?.attributes['http.route']).toBe('/api/books/:id');
    // Every span of the trace hangs from the BFF's server span.
    const ancestors = (span: Span): Span[] => (byId.has(span.parentSpanId) ? [byId.get(span.parentSpanId)!, ...ancestors(byId.get(span.parentSpanId)!)] : []);
    for (const span of trace) if (span !== root) expect(ancestors(span).at(-1)).toBe(root);
    // Probes are not traced.
    expect(spans.some((span) => span.attributes['url.path'] === '/readyz')).toBe(false);
  });
});
