// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PreviewModule from './chapter-preview';

const answer = (chapter: Record<string, unknown> | null) => ({
  chapter: chapter && {
    id: '3',
    title: '第三章 雨夜',
    content: '雨下了一夜。\n\n她没有回来。',
    locked: false,
    readingProgress: { position: null, isCompleted: false },
    ...chapter,
  },
});

// Each test takes a fresh module: once taken away, the preview never paints again in a page.
let preview: typeof PreviewModule;
beforeEach(async () => {
  vi.resetModules();
  preview = await import('./chapter-preview');
  document.body.replaceChildren();
  localStorage.clear();
});

const painted = () => document.getElementById('chapter-preview');

describe('which answer the reader would open on at its top', () => {
  it('takes a readable, unlocked chapter', () => {
    expect(preview.previewOf(answer({}), false)).toEqual({ title: '第三章 雨夜', content: '雨下了一夜。\n\n她没有回来。' });
    expect(preview.previewOf(answer({ readingProgress: { position: 0 } }), false)).not.toBeNull();
  });

  it('leaves out a locked or empty chapter, and no chapter at all', () => {
    expect(preview.previewOf(answer({ locked: true, content: null }), false)).toBeNull();
    expect(preview.previewOf(answer({ content: '  \n\n ' }), false)).toBeNull();
    expect(preview.previewOf(answer(null), false)).toBeNull();
    expect(preview.previewOf(null, false)).toBeNull();
  });

  it('leaves out a chapter opened further down: a place in the address, or one the server kept', () => {
    expect(preview.previewOf(answer({}), true)).toBeNull();
    expect(preview.previewOf(answer({ readingProgress: { position: 120 } }), false)).toBeNull();
  });
});

describe('the painted copy', () => {
  it("lays the text out in the reader's classes and this device's settings", () => {
    localStorage.setItem(
      'readingSettings',
      JSON.stringify({ fontSize: 20, lineHeight: 2, fontColor: '#C9B58F', backgroundColor: '#121212', opacity: 0.8 }),
    );
    preview.paintChapterPreview({ title: '第三章 雨夜', content: '雨下了一夜。\n\n她没有回来。' });

    const copy = painted()!;
    expect(copy.className).toBe('chapter-preview');
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    expect(copy.style.backgroundColor).toBe('rgb(18, 18, 18)');
    const article = copy.querySelector('article')!;
    expect(article.className).toBe('chapter-column chapter-article');
    expect(article.lang).toBe('zh-CN');
    expect([article.style.fontSize, article.style.lineHeight, article.style.color, article.style.opacity]).toEqual([
      '20px',
      '2',
      'rgb(201, 181, 143)',
      '0.8',
    ]);
    expect([...article.children].map((element) => [element.tagName, element.className, element.textContent])).toEqual([
      ['H1', 'chapter-heading', '第三章 雨夜'],
      ['P', 'chapter-paragraph', '雨下了一夜。'],
      ['P', 'chapter-paragraph', '她没有回来。'],
    ]);
  });

  it('falls back to the default settings when the stored ones are unreadable', () => {
    localStorage.setItem('readingSettings', '{not json');
    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    const article = painted()!.querySelector('article')!;
    expect(article.lang).toBe('en-US');
    expect([article.style.fontSize, article.style.lineHeight]).toEqual(['16px', '1.6']);
  });

  it("paints a reader who has chosen no colours in the dark preset while the app is dark, as the reader will", () => {
    localStorage.setItem('appearance', 'dark');
    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    expect(painted()!.style.backgroundColor).toBe('rgb(23, 25, 29)');
    expect(painted()!.querySelector('article')!.style.color).toBe('rgb(230, 225, 217)');
  });

  it('is not painted for the page-turn layout, nor twice', () => {
    localStorage.setItem('readingSettings', JSON.stringify({ mode: 'page' }));
    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    expect(painted()).toBeNull();

    localStorage.clear();
    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    expect(document.querySelectorAll('#chapter-preview')).toHaveLength(1);
  });

  it('goes when the app takes over, and a late answer paints nothing after that', () => {
    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    preview.removeChapterPreview();
    expect(painted()).toBeNull();

    preview.paintChapterPreview({ title: 'Chapter 3', content: 'It rained all night.' });
    expect(painted()).toBeNull();
  });
});
