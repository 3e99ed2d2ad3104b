import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/** Smaller bodies go as they are: packing them saves no time on the wire. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality: 3, a quarter smaller than gzip on a screen's answer. 4 (the `compression`
 * middleware's, used before) packs 1-2% tighter but costs 1.5-2x the CPU between requests, where the
 * caches are cold (bff/BENCHMARKS.md, "Brotli at quality 3").
 */
export const BROTLI_QUALITY = 3;
/** What the packed copies of repeated bodies may take in memory. */
const REPEATED_BODIES_BYTES = 32 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'deflate';
const AVAILABLE = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * Brotli's window (log2 of its size in bytes): as large as the body, from 64 KB up to zlib's default
 * 4 MB. Brotli sets up its tables for the whole window on every call: for a screen's answer of a few KB
 * the default window costs a fifth more time, for the same bytes out (bff/BENCHMARKS.md).
 */
export const brotliWindowBits = (bytes: number) => Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(bytes + 16))));

export function packBody(encoding: Encoding, body: string | Buffer, { brotliQuality = BROTLI_QUALITY } = {}): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  if (encoding === 'deflate') return deflateSync(body);
  const bytes = Buffer.byteLength(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
    },
  });
}

/**
 * The encoding a body goes out in, null for as it is (the rules the `compression`
 * middleware kept: not for HEAD, a body already encoded or without a type, `no-transform`, or one
 * under 1 KB). Sets `Vary: Accept-Encoding` whenever the answer depends on it.
 */
function encodingFor(res: Response, body: string | Buffer): Encoding | null {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (
    res.req.method === 'HEAD' ||
    res.getHeader('content-encoding') ||
    res.getHeader('content-type') === undefined ||
    /\bno-transform\b/.test(cacheControl)
  )
    return null;
  res.vary('Accept-Encoding');
  if (Buffer.byteLength(body) < MIN_BYTES) return null;
  const encoding = new Negotiator(res.req).encoding(AVAILABLE, { preferred: PREFERRED });
  return encoding === undefined || encoding === 'identity' ? null : (encoding as Encoding);
}

/**
 * Marks the response as packed. Express names the charset of a string body in its type (`; charset=utf-8`)
 * but not of a Buffer's, so the packed body gets it here and its type reads as the plain one would.
 */
function markEncoded(res: Response, encoding: Encoding) {
  const type = String(res.getHeader('content-type'));
  if (!/;\s*charset=/i.test(type)) res.setHeader('content-type', `${type}; charset=utf-8`);
  res.setHeader('content-encoding', encoding);
}

/**
 * Compresses response bodies of 1 KB and more (brotli, gzip or deflate, as the client accepts: on a
 * phone link a screen's JSON costs more time on the wire than the work to pack it, see
 * ops/phone-network) in one synchronous call when they are sent. Every body this server sends is one
 * whole string by then (GraphQL answers, Apollo Server's and the cached ones alike, covers, JSON);
 * for bodies of a few KB the `compression` middleware, used before, cost 3-4 times the CPU with its
 * zlib stream per response and its work handed to the thread pool (bff/BENCHMARKS.md, "Answers
 * compressed in one call"). A body written as a stream would go uncompressed.
 */
export const compressResponses: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  // Express's res.json and res.send of an object come back here with the JSON text; a Buffer
  // (sendRepeatedBody's, already packed) goes out as it is.
  res.send = (body?: unknown) => {
    const encoding = typeof body === 'string' ? encodingFor(res, body) : null;
    if (encoding === null) return send(body);
    markEncoded(res, encoding);
    return send(packBody(encoding, body as string));
  };
  next();
};

/** A body sent again and again, and a name for it (its digest) that the packed copies are kept under. */
export interface RepeatedBody {
  digest: string;
  body: string | Buffer;
}

/** Packed copies of bodies sent again and again, one per body and encoding, least recently used dropped first. */
export class PackedBodies {
  private readonly copies: LRUCache<string, Buffer>;

  constructor(
    maxBytes: number,
    private readonly pack: (encoding: Encoding, body: string | Buffer) => Buffer = packBody,
  ) {
    this.copies = new LRUCache({ maxSize: maxBytes, sizeCalculation: (packed, key) => packed.length + key.length * 2 });
  }

  get(encoding: Encoding, { digest, body }: RepeatedBody): Buffer {
    const key = `${encoding}:${digest}`;
    let packed = this.copies.get(key);
    if (!packed) {
      packed = this.pack(encoding, body);
      this.copies.set(key, packed);
    }
    return packed;
  }
}

const repeatedBodies = new PackedBodies(REPEATED_BODIES_BYTES);

/**
 * Sends a body this process sends again and again (an answer from the response cache), packed once
 * per encoding: a hit then costs no compression. The copies are found by the body's digest, which
 * the response cache stores with the body (cached-answers.ts), so neither the body nor a key made of
 * it is read on a hit.
 */
export function sendRepeatedBody(res: Response, repeated: RepeatedBody, bodies: PackedBodies = repeatedBodies) {
  const encoding = encodingFor(res, repeated.body);
  if (encoding === null) return res.send(repeated.body);
  markEncoded(res, encoding);
  return res.send(bodies.get(encoding, repeated));
}
