import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTIONS_PER_HOST, createHttpClient } from './http-client.mjs';

const closers = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const TEXT = JSON.stringify({ data: 'x'.repeat(5000) });

/** Answers TEXT packed as the path says (/gzip, /br, else plain); counts connections and what was asked. */
async function startServer() {
  const seen = { connections: 0, acceptEncoding: [] };
  const server = createServer((req, res) => {
    seen.acceptEncoding.push(req.headers['accept-encoding']);
    const packed = { '/gzip': ['gzip', gzipSync], '/br': ['br', brotliCompressSync] }[new URL(req.url, 'http://any').pathname];
    if (packed) res.setHeader('content-encoding', packed[0]);
    // Held a little, so that requests side by side need connections side by side.
    setTimeout(() => res.end(packed ? packed[1](TEXT) : TEXT), 20);
  });
  server.on('connection', () => (seen.connections += 1));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { origin: `http://127.0.0.1:${server.address().port}`, seen };
}

describe('http client', () => {
  it('asks for compression as a browser does and unpacks gzip and brotli', async () => {
    const { origin, seen } = await startServer();
    const client = createHttpClient(origin);
    closers.push(async () => client.close());

    for (const path of ['/gzip', '/br', '/plain']) {
      const answer = await client.send({ path });
      expect(answer.text).toBe(TEXT);
      expect(answer.encoding).toBe(path === '/plain' ? null : path.slice(1));
    }
    expect(seen.acceptEncoding).toEqual(['gzip, deflate, br', 'gzip, deflate, br', 'gzip, deflate, br']);
  });

  it('opens six connections when warmed and keeps using them', async () => {
    const { origin, seen } = await startServer();
    const client = createHttpClient(origin);
    closers.push(async () => client.close());

    await client.warm('/plain');
    expect(seen.connections).toBe(CONNECTIONS_PER_HOST);
    await Promise.all(Array.from({ length: 4 }, () => client.send({ path: '/plain' })));
    expect(seen.connections).toBe(CONNECTIONS_PER_HOST);
  });

  it("serves Apollo's HttpLink as fetch and names each exchange by its operation", async () => {
    const { origin } = await startServer();
    const exchanges = [];
    const client = createHttpClient(origin, { onExchange: (exchange) => exchanges.push(exchange), acceptEncoding: 'identity' });
    closers.push(async () => client.close());

    const response = await client.fetch(`${origin}/gzip?operationName=HomeFeed&variables=%7B%7D`, { headers: { accept: 'application/json' } });
    await client.fetch(`${origin}/plain`, { method: 'POST', body: JSON.stringify({ operationName: 'StartReading', query: 'mutation StartReading { x }' }) });
    await client.send({ path: '/plain/12/chapters/345?page=2' });

    expect(await response.json()).toEqual(JSON.parse(TEXT));
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(exchanges.map((exchange) => exchange.label)).toEqual(['HomeFeed', 'StartReading', 'GET /plain/{id}/chapters/{id}']);
    for (const { start, end } of exchanges) expect(end - start).toBeGreaterThanOrEqual(19);
  });
});
