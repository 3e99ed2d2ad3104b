import { describe, expect, it } from 'vitest';
import { hasReadableContent, splitParagraphs } from './chapter-content';

describe('splitParagraphs', () => {
  it('splits on blank lines and trims each paragraph', () => {
    expect(splitParagraphs('First line.\n\n  Second.  \n\nThird.')).toEqual(['First line.', 'Second.', 'Third.']);
  });

  it('treats lines holding only spaces and Windows line ends as blank', () => {
    expect(splitParagraphs('One.\r\n   \r\nTwo.\n \t \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('A line\nand its next line.\n\nB.')).toEqual(['A line\nand its next line.', 'B.']);
  });

  it('drops empty paragraphs and answers nothing for empty text', () => {
    expect(splitParagraphs('\n\n\n\nOnly.\n\n\n\n')).toEqual(['Only.']);
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });
});

describe('hasReadableContent', () => {
  it('is false for missing, empty or whitespace-only text', () => {
    expect(hasReadableContent(null)).toBe(false);
    expect(hasReadableContent(undefined)).toBe(false);
    expect(hasReadableContent('')).toBe(false);
    expect(hasReadableContent(' \n\t\n ')).toBe(false);
    expect(hasReadableContent('第一章')).toBe(true);
  });
});
