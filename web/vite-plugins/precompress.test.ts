import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipCopy, MIN_BYTES } from './precompress';

const script = 'export const words = ['.concat(Array.from({ length: 400 }, (_, i) => `"word${i % 37}"`).join(','), '];');

describe('gzipCopy', () => {
  it('packs a script into gzip that unpacks to the same bytes', () => {
    const copy = gzipCopy('assets/index-abc.js', script);
    expect(copy).not.toBeNull();
    expect(copy!.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(copy!).toString()).toBe(script);
  });

  it('takes bytes as well as text (assets come as either)', () => {
    const copy = gzipCopy('assets/index-abc.css', Buffer.from(script));
    expect(gunzipSync(copy!).toString()).toBe(script);
  });

  it('leaves images, fonts and other compressed formats alone', () => {
    expect(gzipCopy('icons/icon-512.png', Buffer.from(script))).toBeNull();
    expect(gzipCopy('assets/font.woff2', Buffer.from(script))).toBeNull();
  });

  it('leaves files under the minimum size alone', () => {
    expect(gzipCopy('assets/tiny.js', 'x'.repeat(MIN_BYTES - 1))).toBeNull();
    expect(gzipCopy('assets/small.js', 'x'.repeat(MIN_BYTES))).not.toBeNull();
  });

  it('writes no copy that would be larger than the file', () => {
    const noise = randomBytes(4096);
    expect(gzipCopy('assets/noise.js', noise)).toBeNull();
  });
});
