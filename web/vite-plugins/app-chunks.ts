import type { Rollup } from 'vite';

type ManualChunks = Extract<Rollup.ManualChunksOption, (...args: never[]) => unknown>;
type ChunkMeta = Parameters<ManualChunks>[1];

// Libraries that change rarely get their own long-cached chunks.
const vendorChunks: Record<string, string[]> = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router', 'react-router-dom'],
  apollo: ['@apollo/client', 'graphql', 'rxjs', '@wry', 'optimism', 'tslib'],
  i18n: ['i18next', 'react-i18next'],
};

function vendorChunkFor(id: string): string | undefined {
  // Apollo's error classes are a few hundred bytes with no imports: the entry's error helper needs
  // them, and keeping them out of vendor-apollo lets the guest screens start without the client.
  if (id.includes('/@apollo/client/errors/')) return 'apollo-errors';
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id);
  const pkg = match?.[1];
  if (!pkg) return undefined;
  for (const [chunk, packages] of Object.entries(vendorChunks)) {
    if (packages.some((name) => pkg === name || pkg.startsWith(`${name}/`))) return `vendor-${chunk}`;
  }
  return undefined;
}

/**
 * What every signed-in screen runs under, loaded beside the screen's own chunk: Apollo's client and
 * provider, the app shell, and the offline progress queue (which the shell and the reader share).
 * Left to Rollup they are three chunks, three requests in the same wave. Paths under web/, matched
 * as the start of a module's path (the shell's stylesheet too).
 */
export const signedInFrame = ['/src/app/apollo-runtime.tsx', '/src/app/layout/app-shell', '/src/features/reader/offline-progress-queue.ts'];

/** `entry` and every module it imports statically, transitively (what runs before it can). */
function staticClosure(entry: string, meta: ChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rollup's manualChunks for the app: the vendor chunks above, one chunk for the shared code of
 * the signed-in screens, one for their frame, one for date formatting, and one per lazy locale
 * namespace.
 *
 * Left to itself, Rollup gives every shared module used by two screens a chunk of its own: home
 * fetched some 30 scripts and stylesheets of 1-2 KB after the entry, and over HTTP/1.1 (six
 * connections, a round trip each) a phone waited for five waves of them. Now every module under
 * src/shared/ that the entry does not already carry is in `screens-shared`, so a signed-in screen
 * loads the entry, that chunk, its own chunk and its texts.
 *
 * A manual chunk takes in the static imports of its modules that are not placed elsewhere, so the
 * entry's own modules (`mainEntry` and what it imports) are named `index`, the entry's chunk:
 * without that, the shared chunk would pull them in and the login screen would load it too. The
 * boot entry's modules (`bootEntry` and what it imports, about 5 KB gzipped with the opening queries) keep
 * their own chunk, which every page loads first: keep it small.
 */
export function appChunks({ mainEntry, bootEntry }: { mainEntry: string; bootEntry: string }): ManualChunks {
  let graphs: { main: Set<string>; boot: Set<string> } | null = null;
  return (id, meta) => {
    const vendor = vendorChunkFor(id);
    if (vendor) return vendor;
    if (!graphs) {
      const ids = [...meta.getModuleIds()];
      const closureOf = (entry: string) => staticClosure(ids.find((module) => module.endsWith(`/${entry}`)) ?? entry, meta);
      graphs = { main: closureOf(mainEntry), boot: closureOf(bootEntry) };
    }
    // Vite's preload helper among them: left to Rollup, it would land in the entry's chunk.
    if (graphs.boot.has(id)) return id.endsWith(`/${bootEntry}`) ? undefined : 'boot-shared';
    // Other libraries and Rollup's helpers (such as CommonJS interop, which vendor-react needs) go
    // with what imports them.
    if (id.includes('/node_modules/') || id.startsWith('\0')) return undefined;
    if (graphs.main.has(id)) return 'index';
    // Date formatting brings date-fns (about 6 KB gzipped), which only the screens that show dates
    // need: a chunk of its own, with the library (its only importer), rather than in every screen's.
    if (id.includes('/src/shared/i18n/format-date')) return 'dates';
    if (id.includes('/src/shared/')) return 'screens-shared';
    if (signedInFrame.some((path) => id.includes(path))) return 'signed-in-frame';
    // Both languages of a namespace in one chunk: a zh-CN reader loads en-US too, as its fallback,
    // so each namespace costs one request instead of two.
    const namespace = /\/src\/locales\/[^/]+\/([^/]+)\.json$/.exec(id)?.[1];
    if (namespace) return `locale-${namespace}`;
    return undefined;
  };
}
