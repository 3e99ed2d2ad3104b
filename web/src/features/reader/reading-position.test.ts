// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { layOutChapter, PAGE_WIDTH } from './chapter-layout.fixture';
import { splitParagraphs } from './chapter-content';
import {
  normalizePosition,
  paragraphIndexAt,
  paragraphSpans,
  parsePositionParam,
  placeWithin,
  positionAtTop,
  scrollToPosition,
} from './reading-position';

describe('paragraphSpans', () => {
  it('cuts the same paragraphs as splitParagraphs, each with where it starts in the text', () => {
    const text = '  第一段。\n\n第二段，\n还是第二段。\r\n  \r\n\n 第三段 \n\n   ';
    const spans = paragraphSpans(text);
    expect(spans.map((span) => span.text)).toEqual(splitParagraphs(text));
    for (const span of spans) expect(text.slice(span.start, span.start + span.text.length)).toBe(span.text);
  });

  it('has nothing for empty text', () => {
    expect(paragraphSpans(null)).toEqual([]);
    expect(paragraphSpans('   ')).toEqual([]);
  });
});

describe('paragraphIndexAt', () => {
  const spans = [{ start: 0 }, { start: 10 }, { start: 25 }];
  it('finds the paragraph that holds an offset', () => {
    expect(paragraphIndexAt(spans, 0)).toBe(0);
    expect(paragraphIndexAt(spans, 9)).toBe(0);
    expect(paragraphIndexAt(spans, 10)).toBe(1);
    expect(paragraphIndexAt(spans, 24)).toBe(1);
    expect(paragraphIndexAt(spans, 9999)).toBe(2);
  });
});

describe('positions', () => {
  it('keeps whole non-negative numbers only', () => {
    expect(normalizePosition(12.7)).toBe(12);
    expect(normalizePosition(-1)).toBeNull();
    expect(normalizePosition('3')).toBeNull();
    expect(parsePositionParam('120')).toBe(120);
    expect(parsePositionParam('-3')).toBeNull();
    expect(parsePositionParam('abc')).toBeNull();
    expect(parsePositionParam(null)).toBeNull();
  });

  it('opens a place past the text at its end, so a report never sends what the server refuses', () => {
    expect(placeWithin(parsePositionParam('99999999'), '第一段。\n\n第二段。')).toBe(10);
    expect(placeWithin(4, '第一段。\n\n第二段。')).toBe(4);
    expect(placeWithin(null, '第一段。')).toBeNull();
    expect(placeWithin(500, null)).toBe(500);
  });
});

describe('the place in page-turn mode', () => {
  /** A title with the room of 30 characters, then paragraphs of 50, 150, 80 and 120: 100 characters to a page. */
  function pagedChapter() {
    const scroller = document.createElement('div');
    scroller.style.columnWidth = `${PAGE_WIDTH}px`;
    let start = 0;
    for (const length of [50, 150, 80, 120]) {
      const paragraph = document.createElement('p');
      paragraph.dataset.offset = String(start);
      paragraph.textContent = 'x'.repeat(length);
      scroller.append(paragraph);
      start += length + 2;
    }
    layOutChapter(scroller, { titleChars: 30, charsPerPage: () => 100 });
    return scroller;
  }

  it('of a page that opens inside a paragraph is its first character there, not where the paragraph began', () => {
    const scroller = pagedChapter();
    scroller.scrollLeft = PAGE_WIDTH;
    // Page 2 opens with the 21st character of the second paragraph (which starts at 52), carried over.
    expect(positionAtTop(scroller)).toBe(72);
  });

  it('opens the page it was read on, on every page', () => {
    const scroller = pagedChapter();
    const pages = scroller.scrollWidth / PAGE_WIDTH;
    expect(pages).toBe(5);
    for (let page = 1; page < pages; page++) {
      scroller.scrollLeft = page * PAGE_WIDTH;
      const place = positionAtTop(scroller)!;
      scroller.scrollLeft = 0;
      expect(scrollToPosition(scroller, place)).toBe(true);
      expect(scroller.scrollLeft / PAGE_WIDTH, `the place read on page ${page + 1}`).toBe(page);
    }
  });

  it('is found with a few layout reads, however far into a long chapter the page is', () => {
    const scroller = document.createElement('div');
    scroller.style.columnWidth = `${PAGE_WIDTH}px`;
    for (let index = 0; index < 300; index++) {
      const paragraph = document.createElement('p');
      paragraph.dataset.offset = String(index * 102);
      paragraph.textContent = 'x'.repeat(100);
      scroller.append(paragraph);
    }
    layOutChapter(scroller, { titleChars: 0, charsPerPage: () => 1000 });
    const paragraphs = [...scroller.querySelectorAll('p')];
    const reads = paragraphs.map((paragraph) => vi.spyOn(paragraph, 'getClientRects'));
    scroller.scrollLeft = 29 * PAGE_WIDTH;
    // Page 30 opens with paragraph 290 (ten of 100 characters, and the gaps between, to a page).
    expect(positionAtTop(scroller)).toBe(290 * 102);
    expect(reads.reduce((sum, read) => sum + read.mock.calls.length, 0)).toBeLessThanOrEqual(20);
  });
});
