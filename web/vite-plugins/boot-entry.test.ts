import { describe, expect, it } from 'vitest';
import { orderHead } from './boot-entry';

// index.html as Vite writes it: the page's own head, then the main entry, its preloads and the stylesheet.
const built = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>Novel Reader</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/boot-shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body></body>
</html>`;

const early = [
  '<script type="module" async crossorigin src="/assets/boot-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/boot-shared-1.js">',
];

describe('orderHead', () => {
  it('puts the boot entry, its imports and the stylesheets first, right after the character set', () => {
    const head = orderHead(built, early)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    expect(head.slice(2, 9)).toEqual([
      '<head>',
      '<meta charset="UTF-8" />',
      early[0],
      early[1],
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<title>Novel Reader</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    ]);
  });

  it('asks for each file once', () => {
    const ordered = orderHead(built, early);
    expect(ordered.match(/boot-shared-1\.js/g)).toHaveLength(1);
    expect(ordered.match(/index-1\.css/g)).toHaveLength(1);
    expect(ordered).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-react-1.js">');
  });
});
