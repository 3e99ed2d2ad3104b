import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appChunks, signedInFrame } from './app-chunks';

const root = '/repo/web';
const pnpm = (pkg: string, file: string) => `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;

// A small app: index.html -> main -> (login, i18n, paths, apollo-loader); the boot entry -> apollo-loader -> storage;
// home (lazy) -> novel-card -> (paths, line-icon); line-icon is also the login form's.
const graph: Record<string, string[]> = {
  [`${root}/index.html`]: [`${root}/src/main.tsx`, '\0vite/modulepreload-polyfill.js'],
  [`${root}/src/main.tsx`]: [
    `${root}/src/features/auth/login-page.tsx`,
    `${root}/src/shared/i18n/i18n.ts`,
    `${root}/src/app/apollo-loader.ts`,
    `${root}/src/locales/zh-CN/common.json`,
    pnpm('react', 'index.js'),
  ],
  [`${root}/src/features/auth/login-page.tsx`]: [`${root}/src/shared/ui/line-icon.tsx`, `${root}/src/config/paths.ts`],
  [`${root}/src/shared/i18n/i18n.ts`]: [pnpm('i18next', 'dist/index.js')],
  [`${root}/src/app/boot.ts`]: [`${root}/src/app/apollo-loader.ts`],
  [`${root}/src/app/apollo-loader.ts`]: [`${root}/src/shared/lib/storage.ts`, '\0vite/preload-helper.js'],
  [`${root}/src/features/home/home-page.tsx`]: [`${root}/src/shared/ui/novel-card.tsx`, pnpm('@apollo/client', 'index.js')],
  [`${root}/src/shared/ui/novel-card.tsx`]: [`${root}/src/shared/ui/line-icon.tsx`, `${root}/src/config/paths.ts`, pnpm('idb', 'index.js')],
  [pnpm('react', 'index.js')]: ['\0commonjsHelpers.js'],
};
const allIds = [...new Set([...Object.keys(graph), ...Object.values(graph).flat(), `${root}/src/shared/lib/storage.ts`])];
const meta = {
  getModuleIds: () => allIds.values(),
  getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
} as unknown as Parameters<ReturnType<typeof appChunks>>[1];

function chunkOf(id: string): string | undefined {
  const manualChunks = appChunks({ mainEntry: 'index.html', bootEntry: 'src/app/boot.ts' });
  return manualChunks(id, meta) as string | undefined;
}

describe('appChunks', () => {
  it('keeps what the entry imports in the entry, so the login screen loads no shared screen code', () => {
    expect(chunkOf(`${root}/index.html`)).toBe('index');
    expect(chunkOf(`${root}/src/main.tsx`)).toBe('index');
    expect(chunkOf(`${root}/src/features/auth/login-page.tsx`)).toBe('index');
    // Shared modules the entry imports stay with it, even when signed-in screens use them too.
    expect(chunkOf(`${root}/src/shared/ui/line-icon.tsx`)).toBe('index');
    expect(chunkOf(`${root}/src/config/paths.ts`)).toBe('index');
  });

  it("puts the boot entry's imports in a chunk of their own, Vite's preload helper included", () => {
    expect(chunkOf(`${root}/src/app/boot.ts`)).toBeUndefined();
    expect(chunkOf(`${root}/src/app/apollo-loader.ts`)).toBe('boot-shared');
    expect(chunkOf(`${root}/src/shared/lib/storage.ts`)).toBe('boot-shared');
    expect(chunkOf('\0vite/preload-helper.js')).toBe('boot-shared');
  });

  it('gathers the shared code only signed-in screens use into one chunk', () => {
    expect(chunkOf(`${root}/src/shared/ui/novel-card.tsx`)).toBe('screens-shared');
  });

  it('keeps date formatting out of the shared chunk: only the screens that show dates load it', () => {
    expect(chunkOf(`${root}/src/shared/i18n/format-date.ts`)).toBe('dates');
    expect(chunkOf(`${root}/src/shared/i18n/format.ts`)).toBe('screens-shared');
  });

  it("puts the signed-in screens' frame (Apollo's runtime, the app shell, the offline queue) in one chunk", () => {
    expect(chunkOf(`${root}/src/app/apollo-runtime.tsx`)).toBe('signed-in-frame');
    expect(chunkOf(`${root}/src/app/layout/app-shell.tsx`)).toBe('signed-in-frame');
    expect(chunkOf(`${root}/src/app/layout/app-shell.module.css`)).toBe('signed-in-frame');
    expect(chunkOf(`${root}/src/features/reader/offline-progress-queue.ts`)).toBe('signed-in-frame');
    expect(chunkOf(`${root}/src/features/reader/reader-page.tsx`)).toBeUndefined();
  });

  it("names the frame's files as they are in src/ (a renamed file would quietly fall out of the chunk)", () => {
    const webDir = join(import.meta.dirname, '..');
    for (const path of signedInFrame) {
      const folder = join(webDir, dirname(path));
      expect(readdirSync(folder).filter((name) => name.startsWith(basename(path))), path).not.toEqual([]);
    }
  });

  it('loads both languages of a lazy namespace as one chunk, and leaves the bundled ones in the entry', () => {
    expect(chunkOf(`${root}/src/locales/zh-CN/browse.json`)).toBe('locale-browse');
    expect(chunkOf(`${root}/src/locales/en-US/browse.json`)).toBe('locale-browse');
    expect(chunkOf(`${root}/src/locales/en-US/reader.json`)).toBe('locale-reader');
    expect(chunkOf(`${root}/src/locales/zh-CN/common.json`)).toBe('index');
  });

  it('leaves screens and their own modules to Rollup, a chunk per screen', () => {
    expect(chunkOf(`${root}/src/features/home/home-page.tsx`)).toBeUndefined();
  });

  it('names the vendor chunks and leaves other libraries and Rollup helpers with their importers', () => {
    expect(chunkOf(pnpm('react', 'index.js'))).toBe('vendor-react');
    expect(chunkOf(pnpm('i18next', 'dist/index.js'))).toBe('vendor-i18n');
    expect(chunkOf(pnpm('@apollo/client', 'index.js'))).toBe('vendor-apollo');
    expect(chunkOf(pnpm('@apollo/client', 'errors/index.js'))).toBe('apollo-errors');
    expect(chunkOf(pnpm('idb', 'index.js'))).toBeUndefined();
    expect(chunkOf('\0commonjsHelpers.js')).toBeUndefined();
    expect(chunkOf('\0vite/modulepreload-polyfill.js')).toBeUndefined();
  });
});
