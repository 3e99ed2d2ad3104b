import fc from 'fast-check';
import type { Database } from '../../src/db/database.js';
import { Known, type KnownKey } from './fuzz-cases.js';
import type { Hints } from './json-schema-arbitrary.js';

const known = (key: KnownKey) => fc.constant(new Known(key));

/**
 * Values that make handlers find something, by property name: the caller's own id and name (so
 * access checks pass), seeded books and their chapters, categories, withdraw levels.
 */
export async function catalogHints(db: Database): Promise<Hints> {
  const books = (
    await db.query<{ book_id: number; book_name: string; author: string }>(
      `(SELECT book_id, book_name, author FROM books WHERE book_vip = 1 ORDER BY book_id LIMIT 1)
       UNION (SELECT book_id, book_name, author FROM books WHERE book_vip = 0 ORDER BY book_id LIMIT 3)`,
    )
  ).rows;
  const bookIds = books.map((book) => book.book_id);
  const chapterIds = (await db.query<{ id: number }>('SELECT id FROM chapters WHERE book_id = ANY($1) ORDER BY id', [bookIds])).rows.map(
    (row) => row.id,
  );
  const categories = (
    await db.query<{ name: string }>(
      `SELECT name_zh AS name FROM categories UNION SELECT slug FROM categories UNION SELECT name_en FROM categories UNION SELECT slug FROM genres`,
    )
  ).rows.map((row) => row.name);
  const targets = (
    await db.query<{ level: number; target_amount: number }>('SELECT level, target_amount FROM withdraw_targets ORDER BY level')
  ).rows;
  const words = books.flatMap((book) => [book.book_name, book.author, book.book_name.slice(0, 2)]);

  const bookId = fc.constantFrom(...bookIds);
  const idList = fc.subarray(bookIds, { minLength: 1 }).map((ids) => ids.join(','));
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    userId: fc.oneof({ weight: 4, arbitrary: known('self.id') }, { weight: 1, arbitrary: known('other.id') }),
    id: fc.oneof({ weight: 3, arbitrary: known('self.id') }, { weight: 1, arbitrary: known('other.id') }, { weight: 2, arbitrary: bookId }),
    bookId,
    chapterId: fc.constantFrom(...chapterIds),
    bookIds: idList,
    ids: idList,
    username: fc.oneof({ weight: 3, arbitrary: known('self.username') }, { weight: 1, arbitrary: known('other.username') }),
    password: known('self.password'),
    currentPassword: known('self.password'),
    // Setting the same password again runs the change and keeps the password known for later cases.
    newPassword: known('self.password'),
    recoveryCode: known('self.recoveryCode'),
    category: fc.constantFrom(...categories),
    q: fc.constantFrom(...words),
    file: bookId.map((id) => `${id}.svg`),
    targetLevel: fc.constantFrom(...targets.map((target) => target.level)),
    withdrawAmount: fc.constantFrom(...targets.map((target) => target.target_amount)),
  };
  return (name) => (Object.hasOwn(byName, name) ? byName[name] : undefined);
}
