import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this a gzip copy saves less than its headers cost (nginx's gzip_min_length in deploy/nginx.conf). */
export const MIN_BYTES = 1024;

/** The gzip copy (level 9) of a built file, or null when the file is not text, too small, or would not shrink. */
export function gzipCopy(fileName: string, source: string | Uint8Array): Buffer | null {
  if (!COMPRESSIBLE.test(fileName)) return null;
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  if (bytes.length < MIN_BYTES) return null;
  const packed = gzipSync(bytes, { level: 9 });
  return packed.length < bytes.length ? packed : null;
}

/**
 * Writes `<file>.gz` next to each text file of the build, which nginx sends as it is to clients
 * that take gzip (`gzip_static on` in deploy/nginx.conf): the bundles leave compressed at the
 * best level without nginx compressing them on every request. Files written after the bundle
 * (the service worker) are compressed by nginx as they are sent.
 */
export function precompress(): Plugin {
  return {
    name: 'novel:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) throw new Error('precompress: the build has no output directory');
      for (const output of Object.values(bundle)) {
        const copy = gzipCopy(output.fileName, output.type === 'chunk' ? output.code : output.source);
        if (copy) writeFileSync(join(options.dir, `${output.fileName}.gz`), copy);
      }
    },
  };
}
