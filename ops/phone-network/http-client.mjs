// What a good browser client does with one server: up to six keep-alive HTTP/1.1 connections,
// opened before the screen is timed, and compressed answers when the server offers them.
import { Agent, request } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** A browser opens at most six HTTP/1.1 connections to one host. */
export const CONNECTIONS_PER_HOST = 6;

const decoders = { gzip: createGunzip, deflate: createInflate, br: createBrotliDecompress };

/** What an exchange was: the GraphQL operation's name, else the method and the path with {id} for ids. */
function labelOf(method, path, body) {
  const url = new URL(path, 'http://any');
  const operation = url.searchParams.get('operationName') ?? (typeof body === 'string' && body.startsWith('{') ? JSON.parse(body).operationName : null);
  return operation ?? `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
}

/**
 * A client for `origin` (http://host:port): `send`, a `fetch` for Apollo's HttpLink, `warm` and
 * `close`. `onExchange` hears of each exchange: { label, start, end, status, encoding }; the
 * client accepts what a browser does (gzip, deflate, br) unless told otherwise.
 */
export function createHttpClient(origin, { onExchange = () => undefined, acceptEncoding = 'gzip, deflate, br' } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_HOST, maxFreeSockets: CONNECTIONS_PER_HOST });
  const { hostname, port } = new URL(origin);

  /** Resolves to { status, headers, text, encoding } once the whole answer is in. */
  function send({ method = 'GET', path, headers = {}, body }) {
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const req = request({ agent, hostname, port, method, path, headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
        const chunks = [];
        const decode = decoders[res.headers['content-encoding']];
        const stream = decode ? res.pipe(decode()) : res;
        stream.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        stream.on('end', () => {
          const encoding = res.headers['content-encoding'] ?? null;
          onExchange({ label: labelOf(method, path, body), start, end: performance.now(), status: res.statusCode, encoding });
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), encoding });
        });
        stream.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The WHATWG fetch Apollo's HttpLink calls. */
  async function fetch(url, init = {}) {
    const target = new URL(url);
    const answer = await send({ method: init.method ?? 'GET', path: `${target.pathname}${target.search}`, headers: Object.fromEntries(new Headers(init.headers)), body: init.body });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name !== 'content-encoding' && name !== 'content-length' && typeof value === 'string') headers.set(name, value);
    }
    return new Response(answer.text, { status: answer.status, headers });
  }

  /** Opens all six connections (one request each, side by side) so the screen finds them ready. */
  async function warm(path) {
    await Promise.all(Array.from({ length: CONNECTIONS_PER_HOST }, () => send({ path })));
  }

  return { send, fetch, warm, close: () => agent.destroy() };
}
