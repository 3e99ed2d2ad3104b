import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { NovelDetailDocument, TasksScreenDocument } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { novelDetailAnswer } from '@/shared/testing/catalog-answers';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { preloadQuery } from './preload-query';

// As the detail screen asks (its first 50 chapters).
const chapterPageSize = 50;
const detail = { query: NovelDetailDocument, variables: { id: 'b7', chapterPageSize } };

function clientAnswering(...mocks: MockLink.MockedResponse[]) {
  return new ApolloClient({ link: new MockLink(mocks), cache: createApolloCache() });
}

describe('preloadQuery', () => {
  it('leaves the cache exactly as client.query would, so the screen reads the answer from it', async () => {
    const server = () => mockEvery(NovelDetailDocument, (variables) => novelDetailAnswer(variables.id, chapterPageSize));
    const preloaded = clientAnswering(server().mock);
    const queried = clientAnswering(server().mock);

    await preloadQuery(preloaded, detail);
    await queried.query(detail);

    expect(preloaded.cache.extract()).toEqual(queried.cache.extract());
    const read = preloaded.readQuery(detail);
    expect(read?.book?.title).toBe('小说 7');
    expect(read?.book?.chapters.items).toHaveLength(chapterPageSize);
  });

  it('asks nothing when the cache already answers the query in full', async () => {
    const { mock, calls } = mockEvery(NovelDetailDocument, (variables) => novelDetailAnswer(variables.id));
    const client = clientAnswering(mock);

    await preloadQuery(client, detail);
    await preloadQuery(client, detail);

    expect(calls).toHaveLength(1);
  });

  it('rejects a refused answer and writes nothing', async () => {
    const client = clientAnswering(mockEvery(NovelDetailDocument, () => refusal('NOT_FOUND')).mock);

    await expect(preloadQuery(client, detail)).rejects.toThrow('NOT_FOUND');

    expect(client.cache.extract()).toEqual({});
  });

  it('with errorPolicy "all", settles on a refusal as the screen would, with nothing to write', async () => {
    const client = clientAnswering(mockEvery(TasksScreenDocument, () => refusal('INTERNAL_SERVER_ERROR')).mock);

    await expect(preloadQuery(client, { query: TasksScreenDocument, errorPolicy: 'all' })).resolves.toBeUndefined();

    expect(client.cache.extract()).toEqual({});
  });
});
