import { describe, expect, it } from 'vitest';
import { escapeXml, renderCoverSvg, truncateWithEllipsis, wrapTitle } from './cover-svg.js';

const BOOK = { book_id: 42, book_name: '万古剑主', author: '青衫听风', class_id: 2 };

/** Checks that tags nest properly and every '&' starts an entity. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const match of svg.matchAll(tag)) {
    const [whole, closing, name, , selfClosing] = match;
    const between = svg.slice(consumed, match.index);
    expect(between).not.toMatch(/[<>]/);
    consumed = (match.index ?? 0) + whole.length;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? '');
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('renderCoverSvg', () => {
  it('produces a standalone, well-formed 3:4 SVG document', () => {
    const svg = renderCoverSvg(BOOK);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 300 400"');
    expect(svg).toContain('<linearGradient');
    expect(svg).toMatch(/font-family="[^"]*serif"/);
    expect(svg).toContain('青衫听风');
    assertWellFormed(svg);
  });

  it('has no external references', () => {
    for (let classId = 1; classId <= 5; classId++) {
      const svg = renderCoverSvg({ ...BOOK, class_id: classId });
      expect(svg).not.toMatch(/href/i);
      expect(svg).not.toMatch(/@import|@font-face/);
      expect(svg.match(/https?:/g)).toHaveLength(1); // only the xmlns namespace
      expect(svg.match(/url\((?!#)/g)).toBeNull();
    }
  });

  it('escapes XML special characters in title and author', () => {
    const svg = renderCoverSvg({ book_id: 7, book_name: 'A & B <C>', author: `O'Neil "Q" & <Co>`, class_id: 5 });
    expect(svg).toContain('A &amp; B &lt;C&gt;');
    expect(svg).toContain('O&apos;Neil &quot;Q&quot; &amp; &lt;Co&gt;');
    expect(svg).not.toContain('<C>');
    expect(svg).not.toContain('<Co>');
    assertWellFormed(svg);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('is deterministic and varies with book id and class', () => {
    expect(renderCoverSvg(BOOK)).toBe(renderCoverSvg({ ...BOOK }));
    expect(renderCoverSvg({ ...BOOK, book_id: 43 })).not.toBe(renderCoverSvg(BOOK));
    const motifs = new Set(
      [1, 2, 3, 4, 5].map((classId) => {
        const svg = renderCoverSvg({ ...BOOK, class_id: classId });
        return svg.replace(/[^a-z<]/g, '').match(/<(circle|polygon|rect|ellipse|line)/g)?.join('');
      }),
    );
    expect(motifs.size).toBe(5);
  });

  it('keeps light title text readable on the gradient', () => {
    for (let id = 1; id <= 300; id++) {
      const svg = renderCoverSvg({ ...BOOK, book_id: id, class_id: (id % 5) + 1 });
      const text = svg.match(/<text[^>]*fill="(#[0-9a-f]{6})"/)?.[1] ?? '';
      const stops = [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '');
      expect(stops).toHaveLength(2);
      for (const stop of stops) expect(contrast(text, stop)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('renders a long title on at most 3 lines', () => {
    const svg = renderCoverSvg({ ...BOOK, book_name: '重生之废柴少年一路逆袭登顶巅峰之万古至尊龙皇传' });
    expect(svg.match(/<tspan/g)).toHaveLength(3);
    expect(svg).toContain('…');
  });
});

describe('wrapTitle', () => {
  it('wraps CJK per character, 7 per line', () => {
    expect(wrapTitle('万古剑主')).toEqual(['万古剑主']);
    expect(wrapTitle('星际舰队远征银河系边缘')).toEqual(['星际舰队远征银', '河系边缘']);
    // 20 characters fit exactly; 23 do not.
    expect(wrapTitle('重生之废柴少年一路逆袭登顶巅峰之万古至尊')).toEqual(['重生之废柴少年', '一路逆袭登顶巅', '峰之万古至尊']);
    const lines = wrapTitle('重生之废柴少年一路逆袭登顶巅峰之万古至尊龙皇传');
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).every((line) => line.length === 7)).toBe(true);
    expect(lines[2]).toBe('峰之万古至尊…');
  });

  it('wraps Latin text per word, about 14 characters per line', () => {
    expect(wrapTitle('The Case of the Missing Confession')).toEqual(['The Case of', 'the Missing', 'Confession']);
    expect(wrapTitle('Heir of the Obsidian Dragon Rider and Many More Words')).toEqual([
      'Heir of the',
      'Obsidian',
      'Dragon Rider…',
    ]);
    for (const line of wrapTitle('Supercalifragilisticexpialidocious')) expect(line.length).toBeLessThanOrEqual(14);
  });

  it('handles empty input and mixed scripts', () => {
    expect(wrapTitle('')).toEqual([]);
    expect(wrapTitle('龙 Dragon 传')).toEqual(['龙 Dragon 传']);
    expect(truncateWithEllipsis('short', 10)).toBe('short');
    expect(truncateWithEllipsis('a much longer author name', 10)).toBe('a much lo…');
  });
});
