import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { bench, describe } from 'vitest';
import { NovelDetailDocument } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { DETAIL_CHAPTER_COUNT } from '@/features/novel/detail-chapter-count';
import { preloadQuery } from '@/shared/api/preload-query';
import { novelDetailAnswer } from '@/shared/testing/catalog-answers';
import { mockEvery } from '@/shared/testing/mock-operation';
import { HOME_DETAIL_PRELOAD_COUNT } from './screen-preload';

/**
 * What home's detail preload (spec section 9: the first five novels, 50 chapters each) costs the
 * main thread through `client.query`, as it was preloaded before, and through `preloadQuery`: a new
 * client and cache each time and the answers at once, so what is timed is Apollo's own work. Not
 * part of `pnpm test`; web/BENCHMARKS.md has the numbers:
 *
 *   pnpm --filter @novel/web exec vitest bench --run --project unit --outputJson bench-results/detail-preload.json src/app/preload
 */

const ids = Array.from({ length: HOME_DETAIL_PRELOAD_COUNT }, (_, index) => `b${index + 1}`);

function newClient() {
  const server = mockEvery(NovelDetailDocument, (variables) => novelDetailAnswer(variables.id, DETAIL_CHAPTER_COUNT));
  return new ApolloClient({ link: new MockLink([server.mock]), cache: createApolloCache() });
}

const detail = (id: string) => ({ query: NovelDetailDocument, variables: { id, chapterPageSize: DETAIL_CHAPTER_COUNT } });

describe(`${HOME_DETAIL_PRELOAD_COUNT} novel details of ${DETAIL_CHAPTER_COUNT} chapters into an empty cache`, () => {
  bench(
    'client.query (cache-first)',
    async () => {
      const client = newClient();
      await Promise.all(ids.map((id) => client.query(detail(id))));
    },
    { time: 3000 },
  );

  bench(
    'preloadQuery',
    async () => {
      const client = newClient();
      await Promise.all(ids.map((id) => preloadQuery(client, detail(id))));
    },
    { time: 3000 },
  );
});
