import { describe, expect, it } from 'vitest';
import {
  CLASS_IDS,
  GENRE_CLASS,
  GENRE_IDS,
  chapterCountRange,
  countCjk,
  countWords,
  generateBook,
} from './catalog.js';
import type { CatalogOptions, SeedBook } from './catalog.js';
import { Random, hashSeed } from './random.js';
import { GENRES } from './text-pools.js';

const NOW = new Date('2025-06-01T12:00:00Z');
const OPTIONS: CatalogOptions = { seed: 20240601, maxChapters: 6, now: NOW };
const TWO_YEARS_MS = 2 * 365 * 86_400_000;
const CJK = /[\u4e00-\u9fff]/;

function books(count: number, options: CatalogOptions = OPTIONS): SeedBook[] {
  return Array.from({ length: count }, (_, i) => generateBook(i, options));
}

// Generated once and shared by the range checks below.
const SAMPLE = books(1000);

describe('Random', () => {
  it('is deterministic for a seed and stays in range', () => {
    const a = new Random(123);
    const b = new Random(123);
    for (let i = 0; i < 1000; i++) {
      const x = a.next();
      expect(x).toBe(b.next());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    const r = new Random(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(r.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('samples distinct items and hashes seeds apart', () => {
    const picked = new Random(1).sample([1, 2, 3, 4, 5, 6], 4);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    expect(hashSeed(1, 0)).not.toBe(hashSeed(1, 1));
    expect(hashSeed(1, 0)).not.toBe(hashSeed(2, 0));
  });
});

describe('generateBook determinism', () => {
  it('returns a deep-equal book for the same seed, index and options', () => {
    for (const index of [0, 1, 57, 99_999]) {
      expect(generateBook(index, OPTIONS)).toEqual(generateBook(index, { ...OPTIONS, now: new Date(NOW) }));
    }
  });

  it('does not depend on which books were generated before', () => {
    const alone = generateBook(321, OPTIONS);
    books(20);
    expect(generateBook(321, OPTIONS)).toEqual(alone);
  });

  it('gives different books for different indices and seeds', () => {
    expect(generateBook(1, OPTIONS)).not.toEqual(generateBook(2, OPTIONS));
    expect(generateBook(1, OPTIONS)).not.toEqual(generateBook(1, { ...OPTIONS, seed: OPTIONS.seed + 1 }));
    const names = new Set(SAMPLE.map((b) => `${b.book_name}|${b.author}|${b.lead_name}`));
    expect(names.size).toBeGreaterThan(990);
  });

  it('rejects invalid indices', () => {
    expect(() => generateBook(-1, OPTIONS)).toThrow(RangeError);
    expect(() => generateBook(1.5, OPTIONS)).toThrow(RangeError);
  });
});

describe('catalog distribution', () => {
  it('is about 70% Chinese and 30% English', () => {
    const zh = SAMPLE.filter((b) => b.language === 'zh').length;
    expect(zh / SAMPLE.length).toBeGreaterThan(0.64);
    expect(zh / SAMPLE.length).toBeLessThan(0.76);
  });

  it('covers all 5 classes and 8 genres with consistent class/subclass pairs', () => {
    const classes = new Set(SAMPLE.map((b) => b.class_id));
    const genres = new Set(SAMPLE.map((b) => b.subclass_id));
    expect([...classes].sort()).toEqual([...CLASS_IDS]);
    expect([...genres].sort()).toEqual([...GENRE_IDS]);
    const expected: Record<number, number> = { 1: 2, 2: 1, 3: 3, 4: 4, 5: 2, 6: 1, 7: 3, 8: 5 };
    for (const book of SAMPLE) expect(book.class_id).toBe(expected[book.subclass_id]);
    for (const genre of GENRES) expect(GENRE_CLASS[genre.id]).toBe(genre.classId);
  });

  it('makes about a quarter of the books VIP with prices 5..30, others free', () => {
    let vip = 0;
    for (const book of SAMPLE) {
      if (book.book_vip === 1) {
        vip++;
        expect(Number.isInteger(book.book_price)).toBe(true);
        expect(book.book_price).toBeGreaterThanOrEqual(5);
        expect(book.book_price).toBeLessThanOrEqual(30);
      } else {
        expect(book.book_vip).toBe(0);
        expect(book.book_price).toBe(0);
      }
    }
    expect(vip / SAMPLE.length).toBeGreaterThan(0.19);
    expect(vip / SAMPLE.length).toBeLessThan(0.31);
  });
});

describe('book fields', () => {
  it('writes titles, names and labels in the book language', () => {
    for (const book of SAMPLE) {
      expect(book.author.trim()).not.toBe('');
      expect(book.lead_name.trim()).not.toBe('');
      if (book.language === 'zh') {
        expect(book.book_name.length).toBeGreaterThanOrEqual(2);
        expect(book.book_name.length).toBeLessThanOrEqual(8);
        expect(countCjk(book.book_name)).toBe(book.book_name.length);
        expect(book.author).toMatch(CJK);
        expect(book.lead_name).toMatch(CJK);
        expect(['连载中', '已完结']).toContain(book.book_label);
      } else {
        expect(book.book_name).toMatch(/^[A-Z][A-Za-z' -]+$/);
        expect(book.author).toMatch(/^[A-Z][A-Za-z. ]+$/);
        expect(book.lead_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
        expect(['Ongoing', 'Completed']).toContain(book.book_label);
      }
    }
  });

  it('joins 2-5 distinct tags of 2-14 characters with bare commas', () => {
    let longTags = 0;
    for (const book of SAMPLE) {
      const tags = book.book_tags.split(',');
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(5);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) {
        expect(tag).toBe(tag.trim());
        expect(tag.length).toBeGreaterThanOrEqual(2);
        expect(tag.length).toBeLessThanOrEqual(14);
        if (tag.length > 10) longTags++;
      }
    }
    expect(longTags).toBeGreaterThan(10);
  });

  it('writes an intro of 2-4 sentences and 60-300 characters', () => {
    for (const book of SAMPLE) {
      expect(book.book_intro.length).toBeGreaterThanOrEqual(60);
      expect(book.book_intro.length).toBeLessThanOrEqual(300);
      const ends = book.language === 'zh' ? /[。！？]/g : /[.!?](?=\s|$)/g;
      const sentences = book.book_intro.match(ends)?.length ?? 0;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      if (book.language === 'en') expect(book.book_intro).not.toMatch(CJK);
    }
  });

  it('keeps dates, rating and counters in range', () => {
    for (const book of SAMPLE) {
      const update = book.book_update.getTime();
      expect(update).toBeLessThanOrEqual(NOW.getTime());
      expect(update).toBeGreaterThan(NOW.getTime() - TWO_YEARS_MS);
      expect(book.created_at.getTime()).toBeLessThan(update);
      expect(book.rating).toBeGreaterThanOrEqual(3);
      expect(book.rating).toBeLessThanOrEqual(5);
      expect(Math.abs(book.rating * 10 - Math.round(book.rating * 10))).toBeLessThan(1e-9);
      expect(Number.isInteger(book.view_count)).toBe(true);
      expect(book.view_count).toBeGreaterThanOrEqual(0);
      expect(book.view_count).toBeLessThanOrEqual(2_000_000);
      expect(Number.isInteger(book.read_count)).toBe(true);
      expect(book.read_count).toBeGreaterThanOrEqual(0);
      expect(book.read_count).toBeLessThanOrEqual(book.view_count);
    }
  });

  it('has long-tailed view counts', () => {
    const views = SAMPLE.map((b) => b.view_count).sort((a, b) => a - b);
    const median = views[Math.floor(views.length / 2)] ?? 0;
    const top = views[views.length - 1] ?? 0;
    expect(median).toBeLessThan(200_000);
    expect(top).toBeGreaterThan(1_000_000);
  });
});

describe('titles and search vocabulary', () => {
  const many = books(4000, { ...OPTIONS, maxChapters: 1 });

  it('varies titles widely', () => {
    expect(new Set(many.map((b) => b.book_name)).size).toBeGreaterThan(2000);
  });

  it.each(['剑', '龙', '侦探', 'dragon', 'detective', 'empire', 'galaxy'])(
    'matches a fraction of the catalog for %s',
    (keyword) => {
      const hits = many.filter((b) =>
        `${b.book_name} ${b.book_tags} ${b.book_intro}`.toLowerCase().includes(keyword),
      ).length;
      expect(hits).toBeGreaterThan(0);
      expect(hits / many.length).toBeLessThan(0.25);
    },
  );
});

describe('chapters', () => {
  it('numbers chapters 1..N with language-specific titles', () => {
    for (const book of SAMPLE) {
      expect(book.chapters.length).toBeGreaterThanOrEqual(5);
      expect(book.chapters.length).toBeLessThanOrEqual(6);
      book.chapters.forEach((chapter, i) => {
        const no = i + 1;
        expect(chapter.chapter_no).toBe(no);
        if (book.language === 'zh') expect(chapter.title).toMatch(new RegExp(`^第${no}章 [\\u4e00-\\u9fff]{2,6}$`));
        else expect(chapter.title).toMatch(new RegExp(`^Chapter ${no} [A-Z][A-Za-z ]+$`));
      });
    }
  });

  it('writes 4-8 paragraphs of prose with matching word counts', () => {
    for (const book of SAMPLE.slice(0, 300)) {
      for (const chapter of book.chapters) {
        if (chapter.word_count === 0) continue;
        const paragraphs = chapter.content.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(4);
        expect(paragraphs.length).toBeLessThanOrEqual(8);
        for (const paragraph of paragraphs) {
          expect(paragraph).toBe(paragraph.trim());
          if (book.language === 'zh') {
            expect(paragraph.length).toBeGreaterThanOrEqual(80);
            expect(paragraph.length).toBeLessThanOrEqual(200);
            expect(paragraph.endsWith('。') || paragraph.endsWith('”')).toBe(true);
          } else {
            const words = countWords(paragraph);
            expect(words).toBeGreaterThanOrEqual(40);
            expect(words).toBeLessThanOrEqual(120);
            expect(paragraph).not.toMatch(CJK);
            expect(paragraph).toMatch(/[.!?"]$/);
          }
        }
        expect(chapter.content).not.toMatch(/[{}]/);
        expect(chapter.content).toContain(book.lead_name);
        const expected = book.language === 'zh' ? countCjk(chapter.content) : countWords(chapter.content);
        expect(chapter.word_count).toBe(expected);
      }
    }
  });

  it('leaves the last chapter empty for a few books, never chapter 1', () => {
    const firstBooks = SAMPLE.slice(0, 400);
    const blanks: string[] = [];
    for (const book of firstBooks) {
      const first = book.chapters[0];
      expect(first?.content.trim()).not.toBe('');
      expect(first?.word_count).toBeGreaterThan(0);
      book.chapters.forEach((chapter, i) => {
        const isBlank = chapter.content.trim() === '';
        if (i < book.chapters.length - 1) expect(isBlank).toBe(false);
        if (isBlank) {
          expect(chapter.word_count).toBe(0);
          blanks.push(chapter.content);
        }
      });
    }
    expect(blanks.length).toBeGreaterThanOrEqual(5);
    expect(blanks.length).toBeLessThanOrEqual(45);
    expect(blanks).toContain('');
    expect(blanks.some((content) => content.length > 0)).toBe(true);
  });

  it('respects maxChapters', () => {
    expect(chapterCountRange(60)).toEqual({ min: 5, max: 60 });
    expect(chapterCountRange(3)).toEqual({ min: 3, max: 3 });
    expect(chapterCountRange(0)).toEqual({ min: 1, max: 1 });
    for (let i = 0; i < 50; i++) {
      expect(generateBook(i, { ...OPTIONS, maxChapters: 3 }).chapters).toHaveLength(3);
      const single = generateBook(i, { ...OPTIONS, maxChapters: 1 }).chapters;
      expect(single).toHaveLength(1);
      expect(single[0]?.word_count).toBeGreaterThan(0);
      const long = generateBook(i, { ...OPTIONS, maxChapters: 40 }).chapters.length;
      expect(long).toBeGreaterThanOrEqual(5);
      expect(long).toBeLessThanOrEqual(40);
    }
  });
});

describe('counting helpers', () => {
  it('counts CJK ideographs and English words', () => {
    expect(countCjk('林辰，你好！abc 12')).toBe(4);
    expect(countWords('  The quick\n\nbrown  fox. ')).toBe(4);
    expect(countWords('')).toBe(0);
  });
});
