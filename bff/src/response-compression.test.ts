import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packBody, PackedBodies, type Encoding } from './response-compression.js';

const body = (n: number) =>
  JSON.stringify({ data: { books: Array.from({ length: 40 }, (_, i) => ({ id: String(n * 100 + i), title: `第${i}章` })) } });

function countingPacker() {
  const calls: string[] = [];
  const pack = (encoding: Encoding, text: string) => {
    calls.push(`${encoding} ${text.length}`);
    return packBody(encoding, text);
  };
  return { calls, pack };
}

describe('PackedBodies', () => {
  it('packs a body once per encoding and hands back the same bytes after', () => {
    const { calls, pack } = countingPacker();
    const bodies = new PackedBodies(1024 * 1024, pack);

    const first = bodies.get('br', body(1));
    const again = bodies.get('br', body(1));
    const gzip = bodies.get('gzip', body(1));
    bodies.get('br', body(2));

    expect(again).toBe(first);
    expect(calls).toHaveLength(3);
    expect(brotliDecompressSync(first).toString()).toBe(body(1));
    expect(gunzipSync(gzip).toString()).toBe(body(1));
  });

  it('keeps within its size, dropping the least recently sent body first', () => {
    const { calls, pack } = countingPacker();
    const oneEntry = body(1).length * 2 + packBody('br', body(1)).length;
    const bodies = new PackedBodies(Math.floor(oneEntry * 2.5), pack);

    bodies.get('br', body(1));
    bodies.get('br', body(2));
    bodies.get('br', body(1)); // body 2 is now the least recently sent
    bodies.get('br', body(3)); // no room for three: body 2 goes
    expect(calls).toHaveLength(3);

    bodies.get('br', body(1));
    expect(calls).toHaveLength(3);
    bodies.get('br', body(2));
    expect(calls).toHaveLength(4);
  });
});
