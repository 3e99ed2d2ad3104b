import type { Plugin } from 'vite';

/**
 * Builds `entry` as an entry chunk of its own (next to index.html's) and puts it in index.html's
 * head as an async module script, which runs as soon as it has arrived instead of waiting, as the
 * main entry does, for all of its imports. Build only: the dev server loads everything unbundled.
 */
export function bootEntry(entry: string, name = 'boot'): Plugin {
  return {
    name: 'novel:boot-entry',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', [name]: entry } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
        if (!chunk) throw new Error(`boot-entry: no entry chunk named "${name}" in the bundle`);
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
