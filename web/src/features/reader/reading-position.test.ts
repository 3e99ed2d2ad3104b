import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './chapter-content';
import { normalizePosition, paragraphIndexAt, paragraphSpans, parsePositionParam } from './reading-position';

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
});
