import { InMemoryCache } from '@apollo/client';
import { bench, describe } from 'vitest';
import { NovelDetailDocument } from '@/__generated__/graphql';
import { DETAIL_CHAPTER_COUNT } from '@/features/novel/detail-chapter-count';
import { novelDetailAnswer } from '@/shared/testing/catalog-answers';
import { typePolicies } from './apollo-cache';

/**
 * What Apollo's result caching (InMemoryCache `resultCaching`, on by default) costs and saves on
 * the detail screen's query (spec section 9: 50 chapters): its first read after the answer is
 * written, which a cold detail screen pays in one task, and a read after a progress report changed
 * one chapter, which every watched query pays on every write while the reader reads. Not part of
 * `pnpm test`; web/BENCHMARKS.md has the numbers:
 *
 *   pnpm --filter @novel/web exec vitest bench --run --project unit --outputJson bench-results/apollo-result-caching.json src/app/apollo-result-caching
 */

const variables = { id: 'b1', chapterPageSize: DETAIL_CHAPTER_COUNT };
const detailAnswer = novelDetailAnswer('b1', DETAIL_CHAPTER_COUNT);
if (!('data' in detailAnswer)) throw new Error('expected the detail answer with data');
const answer = detailAnswer.data;
const read = { query: NovelDetailDocument, variables, returnPartialData: true, optimistic: true } as const;

function filledCache(resultCaching: boolean) {
  const cache = new InMemoryCache({ typePolicies, resultCaching });
  cache.writeQuery({ query: NovelDetailDocument, variables, data: answer });
  return cache;
}

/** A progress report's write: one chapter's read flag flips. */
function reportOneChapter(cache: InMemoryCache, round: number) {
  const chapter = answer.book.chapters.items[round % DETAIL_CHAPTER_COUNT]!;
  cache.modify({
    id: cache.identify({ __typename: 'Chapter', id: chapter.id }),
    fields: { readingProgress: (progress: object) => ({ ...progress, isCompleted: round % 2 === 0 }) },
  });
}

describe(`the detail query (${DETAIL_CHAPTER_COUNT} chapters): the first read after its answer is written`, () => {
  bench('result caching on (as the app runs)', () => void filledCache(true).diff(read), { time: 3000 });
  bench('result caching off', () => void filledCache(false).diff(read), { time: 3000 });
});

describe('a read after a progress report changed one chapter', () => {
  const cached = filledCache(true);
  const uncached = filledCache(false);
  cached.diff(read);
  uncached.diff(read);
  let round = 0;
  bench(
    'result caching on (as the app runs)',
    () => {
      reportOneChapter(cached, (round += 1));
      cached.diff(read);
    },
    { time: 3000 },
  );
  bench(
    'result caching off',
    () => {
      reportOneChapter(uncached, (round += 1));
      uncached.diff(read);
    },
    { time: 3000 },
  );
});
