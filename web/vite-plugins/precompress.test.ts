import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { gzipCopy, MIN_BYTES, precompress } from './precompress';

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

describe('precompress', () => {
  it("writes each large text file's gzip copy next to it once the bundle is written", () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const page = `<!doctype html><html><body>${'<p>text</p>'.repeat(200)}</body></html>`;
      const icon = randomBytes(2048);
      const bundle = {
        'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js', code: script },
        'index.html': { type: 'asset', fileName: 'index.html', source: page },
        'icons/icon.png': { type: 'asset', fileName: 'icons/icon.png', source: icon },
        'assets/tiny.css': { type: 'asset', fileName: 'assets/tiny.css', source: 'a{color:red}' },
      } as unknown as Rollup.OutputBundle;
      for (const [name, output] of Object.entries(bundle) as Array<[string, Rollup.OutputChunk | Rollup.OutputAsset]>) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), output.type === 'chunk' ? output.code : output.source);
      }

      const hook = precompress().writeBundle as (options: { dir: string }, bundle: Rollup.OutputBundle) => void;
      hook.call(undefined, { dir }, bundle);

      expect(gunzipSync(readFileSync(join(dir, 'assets/index-abc.js.gz'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
      expect(existsSync(join(dir, 'icons/icon.png.gz'))).toBe(false);
      expect(existsSync(join(dir, 'assets/tiny.css.gz'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
