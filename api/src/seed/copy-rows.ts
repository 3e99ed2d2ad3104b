/**
 * Generated books as rows of PostgreSQL's COPY text format, in batches: what the bulk loader
 * (copy-seed.ts) streams to the server, built in a worker thread for big catalogs (copy-worker.ts).
 */
import { indexTokens } from '../search/tokens.js';
import { tsvectorText } from '../search/vectors.js';
import { generateBook, type CatalogOptions, type SeedBook } from './catalog.js';

/** The search tokens of a book: title, author and lead (weight A), tags (B), intro (C, bigrams only). */
export function bookTokens(book: SeedBook): { title: string; tags: string; intro: string } {
  return {
    title: indexTokens(`${book.book_name} ${book.author} ${book.lead_name}`),
    tags: indexTokens(book.book_tags.replaceAll(',', ' ')),
    intro: indexTokens(book.book_intro, { unigrams: false }),
  };
}

export const isBlank = (text: string) => text.trim().length === 0;

export const bookWords = (book: SeedBook) => book.chapters.reduce((sum, chapter) => sum + chapter.word_count, 0);
export const bookHasContent = (book: SeedBook) => book.chapters.some((chapter) => !isBlank(chapter.content));
export const coverPath = (bookId: number) => `/api/covers/${bookId}.svg`;

export const BOOK_COPY_COLUMNS = [
  'book_id', 'class_id', 'subclass_id', 'author', 'book_name', 'lead_name', 'book_label', 'book_intro', 'book_tags',
  'book_vip', 'book_price', 'book_update', 'book_chapters', 'book_words', 'cover_img', 'rating', 'view_count',
  'read_count', 'has_content', 'created_at', 'title_vector', 'search_vector',
] as const;
/** Chapter ids come from their sequence (the column default), in the order the rows arrive. */
export const CHAPTER_COPY_COLUMNS = ['book_id', 'chapter_no', 'title', 'content', 'word_count'] as const;

const needsEscape = /[\\\t\n\r]/;
const escapes = /[\\\t\n\r]/g;
const escaped: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text value as a field of COPY's text format (backslash, tab, newline and return escaped). */
export function copyField(value: string): string {
  return needsEscape.test(value) ? value.replace(escapes, (char) => escaped[char]!) : value;
}

export interface EncodedBatch {
  /** COPY text rows for `books` (BOOK_COPY_COLUMNS) and `chapters` (CHAPTER_COPY_COLUMNS). */
  books: string;
  chapters: string;
  count: number;
  /** Search tokens not seen in an earlier batch of the same encoder: checked on the server once. */
  newTokens: string[];
  /** The first books' tokens and the vectors built from them, for a check against `to_tsvector`. */
  sample: VectorSample[];
}

export interface VectorSample {
  title: string;
  tags: string;
  intro: string;
  titleVector: string;
  searchVector: string;
}

/** An encoded batch as bytes, as a worker thread hands it over (copy-worker.ts). */
export interface WireBatch {
  books: Uint8Array;
  chapters: Uint8Array;
  count: number;
  newTokens: string[];
  sample: VectorSample[];
}

export interface BatchEncoderOptions {
  catalog: CatalogOptions;
  /** How many books of the first batch to return in `sample`. */
  sampleSize?: number;
}

/** Encodes generated books into COPY rows; remembers the tokens it has handed out already. */
export function batchEncoder(options: BatchEncoderOptions) {
  const seenTokens = new Set<string>();
  let sampleLeft = options.sampleSize ?? 100;

  return {
    /** Books `firstIndex`..`firstIndex + count - 1` of the generator, with ids from `firstBookId`. */
    encode(firstIndex: number, count: number, firstBookId: number): EncodedBatch {
      const bookRows: string[] = [];
      const chapterRows: string[] = [];
      const newTokens: string[] = [];
      const sample: VectorSample[] = [];
      const remember = (tokens: string) => {
        if (tokens.length === 0) return;
        for (const token of tokens.split(' ')) {
          if (seenTokens.has(token)) continue;
          seenTokens.add(token);
          newTokens.push(token);
        }
      };
      for (let i = 0; i < count; i++) {
        const book = generateBook(firstIndex + i, options.catalog);
        const bookId = firstBookId + i;
        const tokens = bookTokens(book);
        remember(tokens.title);
        remember(tokens.tags);
        remember(tokens.intro);
        const titleVector = tsvectorText([[tokens.title, 'A']]);
        const searchVector = tsvectorText([[tokens.title, 'A'], [tokens.tags, 'B'], [tokens.intro, 'C']]);
        if (sampleLeft > 0) {
          sampleLeft--;
          sample.push({ ...tokens, titleVector, searchVector });
        }
        bookRows.push(
          `${bookId}\t${book.class_id}\t${book.subclass_id}\t${copyField(book.author)}\t${copyField(book.book_name)}\t` +
            `${copyField(book.lead_name)}\t${copyField(book.book_label)}\t${copyField(book.book_intro)}\t${copyField(book.book_tags)}\t` +
            `${book.book_vip}\t${book.book_price}\t${book.book_update.toISOString()}\t${book.chapters.length}\t${bookWords(book)}\t` +
            `${coverPath(bookId)}\t${book.rating}\t${book.view_count}\t${book.read_count}\t${bookHasContent(book) ? 't' : 'f'}\t` +
            `${book.created_at.toISOString()}\t${copyField(titleVector)}\t${copyField(searchVector)}\n`,
        );
        for (const chapter of book.chapters) {
          chapterRows.push(`${bookId}\t${chapter.chapter_no}\t${copyField(chapter.title)}\t${copyField(chapter.content)}\t${chapter.word_count}\n`);
        }
      }
      return { books: bookRows.join(''), chapters: chapterRows.join(''), count, newTokens, sample };
    },
  };
}
