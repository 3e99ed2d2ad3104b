import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { bookListAnswer, type BookDto } from '../schemas/book.js';
import { envelope, errorEnvelope, ok } from '../schemas/common.js';
import { favoriteStatesAnswer } from '../schemas/favorite.js';
import { userSchema } from '../schemas/user.js';
import { responseSerializerCompiler } from './response-serializer.js';

const book: BookDto = {
  book_id: 7,
  class_id: 2,
  subclass_id: 5,
  author: '上官雪',
  book_name: '铁骑 "军团"\n',
  lead_name: 'Qin \\ Hao',
  book_label: '连载中',
  book_intro: 'a\u2028b <script>',
  book_tags: '兄弟情,特种兵',
  book_vip: 1,
  book_price: 19,
  book_update: '2026-05-31T12:30:53.245Z',
  book_chapters: 3,
  book_words: 1772,
  cover_img: '/api/covers/7.svg',
  category: '历史军事',
  category_en: 'History & Military',
  genre: 'military',
  rating: 4.2,
  coinsRequired: 19,
  viewCount: 398497,
  readCount: 0,
  hasContent: true,
  createdAt: '2024-04-03T14:31:42.294Z',
};

function compile(schema: Parameters<ReturnType<typeof responseSerializerCompiler>>[0]['schema'], validate: boolean) {
  return responseSerializerCompiler({ validate })({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
}

describe('the response serializer', () => {
  const cases = [
    ['the book list', envelope(bookListAnswer), ok({ books: [book, { ...book, book_id: 8, book_vip: 0 as const }], total: 2, page: 1, pageSize: 30, totalPages: 1 })],
    ['the book list with favorite marks', envelope(bookListAnswer), ok({ books: [{ ...book, isFavorited: true }, { ...book, book_id: 8, isFavorited: false }], total: 2, page: 1, pageSize: 30, totalPages: 1 })],
    ['favorite states', envelope(favoriteStatesAnswer), ok({ favorites: [{ bookId: 7, isFavorited: true }, { bookId: 8, isFavorited: false }] })],
    ['an error', errorEnvelope, { success: false, data: null, message: 'Book not found', code: 'BOOK_NOT_FOUND' }],
  ] as const;

  it.each(cases)('writes %s exactly as the zod serializer before it did, validating or not', (_name, schema, data) => {
    const before = JSON.stringify(schema.parse(data));
    expect(compile(schema, true)(data)).toBe(before);
    expect(compile(schema, false)(data)).toBe(before);
  });

  it('leaves out fields the contract does not declare, validating or not', () => {
    const schema = envelope(userSchema);
    const user = { id: 3, username: 'reader', email: null, coins: 5, role: 'reader', readHistory: [], hasRecoveryCode: true, createdAt: '2026-01-01T00:00:00.000Z' };
    const leaky = { success: true, message: 'OK', data: { ...user, password_hash: 'scrypt$secret' } };
    for (const validate of [true, false]) {
      const written = compile(schema, validate)(leaky);
      expect(written).not.toContain('password_hash');
      expect(JSON.parse(written)).toEqual({ success: true, message: 'OK', data: user });
    }
  });

  it('refuses an answer that breaks the contract when validating (development and tests)', () => {
    const schema = envelope(favoriteStatesAnswer);
    expect(() => compile(schema, true)(ok({ favorites: [{ bookId: 'seven', isFavorited: true }] }))).toThrow(ResponseSerializationError);
  });
});
