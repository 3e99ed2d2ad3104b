import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, brotliWindowBits, packBody, PackedBodies, type Encoding } from './response-compression.js';

const body = (n: number) =>
  JSON.stringify({ data: { books: Array.from({ length: 40 }, (_, i) => ({ id: String(n * 100 + i), title: `第${i}章` })) } });
/** Body n under a digest of its own, as the response cache stores it. */
const repeated = (n: number) => ({ digest: `digest-${n}`, body: body(n) });

function countingPacker() {
  const calls: string[] = [];
  const pack = (encoding: Encoding, text: string | Buffer) => {
    calls.push(`${encoding} ${text.length}`);
    return packBody(encoding, text);
  };
  return { calls, pack };
}

describe('packBody', () => {
  /** A block of 120 KB with no repeats inside it, three times over: its repeats are 120 KB apart. */
  const farRepeats = () => {
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647);
    const block = Array.from({ length: 40_000 }, () => String.fromCharCode(0x4e00 + (random() % 20000))).join('');
    return block.repeat(3);
  };

  it("sizes brotli's window to the body: 64 KB at least, zlib's 4 MB default at most", () => {
    expect([0, 1_000, 65_520, 65_521, 1_000_000, 4_194_288, 4_194_289, 50_000_000].map(brotliWindowBits)).toEqual([16, 16, 16, 17, 20, 22, 22, 22]);
  });

  it('packs a screen-sized answer in brotli to no more bytes than with the default window', () => {
    const answer = body(7);
    const packed = packBody('br', answer);
    const defaultWindow = brotliCompressSync(answer, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    expect(brotliDecompressSync(packed).toString()).toBe(answer);
    expect(packed.length).toBeLessThanOrEqual(defaultWindow.length);
  });

  it("packs a screen-sized answer within 5% of brotli quality 4's bytes (quality 3 is chosen for its CPU)", () => {
    const answer = body(7);
    const quality4 = brotliCompressSync(answer, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(answer.length) } });
    expect(packBody('br', answer).length).toBeLessThanOrEqual(quality4.length * 1.05);
  });

  it('keeps a window as large as a big body, so repeats far apart still pack', () => {
    const big = farRepeats();
    const packed = packBody('br', big);
    expect(brotliDecompressSync(packed).toString()).toBe(big);
    const smallWindow = brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: 16 } });
    // A 64 KB window misses every repeat; the body's own window finds both.
    expect(packed.length).toBeLessThan(smallWindow.length / 2);
  });
});

describe('PackedBodies', () => {
  it('packs a body once per encoding and hands back the same bytes after', () => {
    const { calls, pack } = countingPacker();
    const bodies = new PackedBodies(1024 * 1024, pack);

    const first = bodies.get('br', repeated(1));
    const again = bodies.get('br', repeated(1));
    const gzip = bodies.get('gzip', repeated(1));
    bodies.get('br', repeated(2));

    expect(again).toBe(first);
    expect(calls).toHaveLength(3);
    expect(brotliDecompressSync(first).toString()).toBe(body(1));
    expect(gunzipSync(gzip).toString()).toBe(body(1));
  });

  it('finds a copy by the digest alone, so the body is never read again: bytes from Redis or text alike', () => {
    const { calls, pack } = countingPacker();
    const bodies = new PackedBodies(1024 * 1024, pack);

    const fromText = bodies.get('gzip', repeated(1));
    const fromBytes = bodies.get('gzip', { digest: 'digest-1', body: Buffer.from(body(1)) });
    expect(fromBytes).toBe(fromText);
    expect(calls).toHaveLength(1);
    // The digest names the body: what is under it is what was packed first, whatever comes with it.
    expect(bodies.get('gzip', { digest: 'digest-1', body: body(2) })).toBe(fromText);
    expect(calls).toHaveLength(1);

    const packedBytes = bodies.get('br', { digest: 'digest-3', body: Buffer.from(body(3)) });
    expect(brotliDecompressSync(packedBytes).toString()).toBe(body(3));
  });

  it('keeps within its size, dropping the least recently sent body first', () => {
    const { calls, pack } = countingPacker();
    const oneEntry = 'br:digest-1'.length * 2 + packBody('br', body(1)).length;
    const bodies = new PackedBodies(Math.floor(oneEntry * 2.5), pack);

    bodies.get('br', repeated(1));
    bodies.get('br', repeated(2));
    bodies.get('br', repeated(1)); // body 2 is now the least recently sent
    bodies.get('br', repeated(3)); // no room for three: body 2 goes
    expect(calls).toHaveLength(3);

    bodies.get('br', repeated(1));
    expect(calls).toHaveLength(3);
    bodies.get('br', repeated(2));
    expect(calls).toHaveLength(4);
  });
});
