// deploy/nginx.conf as docker-compose runs it, against a small built app and a stand-in BFF: what
// a phone receives. Skipped where nginx is not installed (.ci/run installs it).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, findExecutable } from './config.mjs';
import { nginxArgs, writeComposeLayout } from './nginx.mjs';

const nginx = findExecutable(process.env.CLUSTER_NGINX ?? 'nginx', ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']);

const script = `export const lines = [${Array.from({ length: 300 }, (_, i) => `"line ${i % 23}"`).join(',')}];\n`;
const page = `<!doctype html><html><head><title>app</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
const worker = `self.addEventListener('fetch', () => {});\n${'// precache entry\n'.repeat(100)}`;
const manifest = JSON.stringify({ name: 'Novel Reader', icons: Array.from({ length: 40 }, (_, i) => ({ src: `/icons/${i}.png`, sizes: '192x192' })) });
// What the stand-in BFF answers: a small plain answer, and a large one it compressed itself.
const smallAnswer = JSON.stringify({ data: { me: null } });
const largeAnswer = JSON.stringify({ data: { books: Array.from({ length: 60 }, (_, i) => ({ id: String(i), title: `book ${i}` })) } });

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** One GET with these request headers; the raw (still encoded) body. */
const get = (port, path, headers = {}) =>
  new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe.skipIf(!nginx)('the web server (deploy/nginx.conf)', () => {
  let work;
  let server;
  let bff;
  let port;
  let gzipCopy;
  // The X-Forwarded-For of each request the stand-in BFF got.
  const forwardedFor = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'web-server-test-'));
    // nginx's workers run as another user when the master is root: they must be able to read the app.
    chmodSync(work, 0o755);
    const root = join(work, 'html');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'assets', 'index-abc.js'), script);
    // As the build writes it (web/vite-plugins/precompress.ts); level 1, so it can be told from nginx's own level 6.
    gzipCopy = gzipSync(script, { level: 1 });
    writeFileSync(join(root, 'assets', 'index-abc.js.gz'), gzipCopy);
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, 'sw.js'), worker);
    writeFileSync(join(root, 'manifest.webmanifest'), manifest);

    bff = createServer((req, res) => {
      forwardedFor.push(req.headers['x-forwarded-for']);
      if (req.url.startsWith('/graphql?query=large') && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        res.end(gzipSync(largeAnswer));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(req.url.startsWith('/graphql?query=large') ? largeAnswer : smallAnswer);
    });
    await new Promise((resolve) => bff.listen(0, '127.0.0.1', resolve));

    port = await freePort();
    const layout = writeComposeLayout({
      dir: join(work, 'nginx'),
      deployDir: join(REPO, 'deploy'),
      environment: `listen 127.0.0.1:${port};\nroot ${root};\nset $bff http://127.0.0.1:${bff.address().port};\n`,
    });
    server = spawn(nginx, nginxArgs(layout.main, layout.dir), { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    server.stderr.on('data', (chunk) => (stderr += chunk));
    for (let tries = 0; ; tries += 1) {
      const up = await get(port, '/healthz').then(
        () => true,
        () => false,
      );
      if (up) break;
      if (tries > 100 || server.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 20_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGQUIT');
      await exited;
    }
    await new Promise((resolve) => (bff ? bff.close(resolve) : resolve()));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("sends a bundle's gzip copy as the build wrote it to a browser that takes gzip", async () => {
    const answer = await get(port, '/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body.equals(gzipCopy)).toBe(true);
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it('compresses for a browser behind a proxy too (a Via header)', async () => {
    const viaCopy = await get(port, '/assets/index-abc.js', { 'accept-encoding': 'gzip', via: '1.1 load-balancer' });
    expect(viaCopy.headers['content-encoding']).toBe('gzip');
    expect(viaCopy.body.equals(gzipCopy)).toBe(true);
    const viaPage = await get(port, '/', { 'accept-encoding': 'gzip', via: '1.1 load-balancer' });
    expect(viaPage.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain bundle to a client that takes no compression', async () => {
    const answer = await get(port, '/assets/index-abc.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('compresses what the build left without a copy: the page and the service worker', async () => {
    for (const path of ['/', '/novel/1', '/sw.js']) {
      const answer = await get(port, path, { 'accept-encoding': 'gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(answer.body).toString(), path).toBe(path === '/sw.js' ? worker : page);
    }
  });

  it('sends the install manifest under its own type, compressed', async () => {
    const answer = await get(port, '/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(manifest);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('returns a request id on every answer: the app, its files, the proxied calls and its own refusals', async () => {
    for (const path of ['/', '/tasks', '/assets/index-abc.js', '/manifest.webmanifest', '/metrics', '/metrics/x', '/healthz', '/graphql?query=small', '/covers/1.svg']) {
      const answer = await get(port, path);
      expect(answer.headers['x-request-id'], path).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('tells the BFF the address it sees, whatever address the client claims', async () => {
    forwardedFor.length = 0;
    await get(port, '/graphql?query=small', { 'x-forwarded-for': '203.0.113.7' });
    await get(port, '/covers/1.svg', { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' });
    await get(port, '/graphql?query=small');
    expect(forwardedFor).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it("passes the BFF's answers through as the BFF sent them", async () => {
    const small = await get(port, '/graphql?query=small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(smallAnswer);

    const large = await get(port, '/graphql?query=large', { 'accept-encoding': 'gzip' });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(large.body).toString()).toBe(largeAnswer);
  });
});
