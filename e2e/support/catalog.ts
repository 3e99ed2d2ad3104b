import type { Page } from '@playwright/test';
import { graphql } from './session';

/** Reads of the seeded catalog through the BFF, so tests pick their data from what is really there. */

export interface CatalogBook {
  id: string;
  title: string;
  author: string;
  totalChapters: number;
}

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

/** One page of the catalog in home order. */
export async function catalogPage(page: Page, pageNumber: number, pageSize: number): Promise<CatalogBook[]> {
  const data = await graphql<{ books: { items: CatalogBook[] } }>(
    page,
    'query($page: Int!, $pageSize: Int!) { books(page: $page, pageSize: $pageSize) { items { id title author totalChapters } } }',
    { page: pageNumber, pageSize },
  );
  return data.books.items;
}

async function searchTitles(page: Page, query: string): Promise<{ total: number; titles: string[] }> {
  const data = await graphql<{ searchBooks: { total: number; items: { title: string }[] } }>(
    page,
    'query($query: String!) { searchBooks(query: $query, page: 1, pageSize: 100) { total items { title } } }',
    { query },
  );
  return { total: data.searchBooks.total, titles: data.searchBooks.items.map((item) => item.title) };
}

/**
 * A keyword taken from a real title (two Chinese characters, or the longest English word) that
 * search answers with that book among its first page of results.
 */
export async function searchKeyword(page: Page, script: 'chinese' | 'english'): Promise<{ keyword: string; title: string }> {
  const books = await catalogPage(page, 1, 100);
  const candidates = books.filter((book) => (script === 'chinese' ? hasHan(book.title) : /^[\x20-\x7e]+$/.test(book.title)));
  for (const book of candidates) {
    const keyword =
      script === 'chinese'
        ? Array.from(book.title).slice(0, 2).join('')
        : book.title
            .split(/\s+/)
            .filter((word) => !['the', 'of', 'and', 'for', 'a'].includes(word.toLowerCase()))
            .sort((a, b) => b.length - a.length)[0];
    if (!keyword) continue;
    const result = await searchTitles(page, keyword);
    if (result.titles.slice(0, 20).includes(book.title)) return { keyword, title: book.title };
  }
  throw new Error(`No ${script} keyword found in the catalog`);
}

/** A book with more than `minChapters` chapters. */
export async function bookWithChapters(page: Page, minChapters: number): Promise<CatalogBook> {
  const books = await catalogPage(page, 1, 100);
  const book = books.find((candidate) => candidate.totalChapters > minChapters);
  if (!book) throw new Error(`No book with more than ${minChapters} chapters`);
  return book;
}

/** A book whose first 50 chapters include one without content, and that chapter. */
export async function bookWithBlankChapter(page: Page): Promise<{ book: CatalogBook; chapter: { id: string; title: string } } | null> {
  const data = await graphql<{
    books: { items: (CatalogBook & { chapters: { items: { id: string; title: string; hasContent: boolean }[] } })[] };
  }>(
    page,
    'query { books(page: 1, pageSize: 100) { items { id title author totalChapters chapters(page: 1, pageSize: 50) { items { id title hasContent } } } } }',
  );
  for (const book of data.books.items) {
    const chapter = book.chapters.items.find((candidate) => !candidate.hasContent);
    if (chapter) return { book, chapter: { id: chapter.id, title: chapter.title } };
  }
  return null;
}

export async function addFavorite(page: Page, bookId: string): Promise<void> {
  await graphql(page, 'mutation($bookId: ID!) { addFavorite(bookId: $bookId) { book { id isFavorited } } }', { bookId });
}
