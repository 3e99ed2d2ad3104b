import type { Plugin } from 'vite';

/**
 * The head as the browser should meet it: after the character set, `early` (the boot entry and what it imports) first, then
 * the stylesheets, which hold the first paint, then everything else Vite put there (the main entry
 * and its preloads). Over HTTP/1.1 a phone opens six connections to the server: requested in the
 * order Vite writes them, the boot entry's own chunk and the stylesheet queued behind the main
 * entry's libraries. A preload Vite wrote for a chunk that `early` already asks for is dropped.
 */
export function orderHead(html: string, early: readonly string[]): string {
  const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1];
  const earlyHrefs = new Set(early.map(hrefOf).filter((href) => href !== undefined));
  const stylesheets: string[] = [];
  const rest = html.replace(/[ \t]*<link rel="(stylesheet|modulepreload)"[^>]*>\n?/g, (tag: string, rel: string) => {
    if (rel === 'stylesheet') {
      stylesheets.push(tag.trim());
      return '';
    }
    const href = hrefOf(tag);
    return href !== undefined && earlyHrefs.has(href) ? '' : tag;
  });
  // Right after the character set, which the browser must meet in the first kilobyte.
  const head = /<meta charset=[^>]*>\n?/i.exec(rest) ?? /<head>\n?/.exec(rest);
  if (!head) throw new Error('boot-entry: index.html has no <head>');
  const at = head.index + head[0].length;
  const first = [...early, ...stylesheets].map((tag) => `    ${tag}\n`).join('');
  return `${rest.slice(0, at)}${first}${rest.slice(at)}`;
}

/**
 * Builds `entry` as an entry chunk of its own (next to index.html's) and puts it first in index.html's
 * head as an async module script, which runs as soon as it has arrived instead of waiting, as the
 * main entry does, for all of its imports; its imports are preloaded right after it, and the
 * stylesheets after them (orderHead). Build only: the dev server loads everything unbundled.
 */
export function bootEntry(entry: string, name = 'boot'): Plugin {
  return {
    name: 'novel:boot-entry',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', [name]: entry } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error(`boot-entry: no entry chunk named "${name}" in the bundle`);
        const early = [
          `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`,
          ...chunk.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        return orderHead(html, early);
      },
    },
  };
}
