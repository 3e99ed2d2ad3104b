import { InMemoryCache } from '@apollo/client/cache';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fullPageFeedPolicy, mergeFullPageFeed } from './full-page-feed-policy';

const query = parse(`
  query Details($page: Int, $pageSize: Int, $language: Language) {
    accountDetails(page: $page, pageSize: $pageSize, language: $language) {
      page pageSize total hasMore
      items { id description }
    }
  }
`);

interface Row {
  __typename: 'Transaction';
  id: string;
  description: string;
}

function pageOf(page: number, ids: number[], { pageSize = 3, language = 'EN_US' } = {}) {
  const items: Row[] = ids.map((id) => ({ __typename: 'Transaction', id: String(id), description: `${language} ${id}` }));
  // The server's own hasMore is deliberately "true" to show the client rule wins.
  return { accountDetails: { __typename: 'TransactionPage', page, pageSize, total: 99, hasMore: true, items } };
}

function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { accountDetails: fullPageFeedPolicy(['language', 'pageSize']) } },
      Transaction: { keyFields: ['id'] },
    },
  });
}

type Read = { accountDetails: { page: number; hasMore: boolean; items: Row[] } } | null;

function read(cache: InMemoryCache, language = 'EN_US') {
  const data = cache.readQuery<Read>({ query, variables: { page: 1, pageSize: 3, language } }) as Read;
  return { ids: data?.accountDetails.items.map((item) => item.id), hasMore: data?.accountDetails.hasMore, page: data?.accountDetails.page };
}

describe('fullPageFeedPolicy', () => {
  it('appends pages into one list read with the first-page variables', () => {
    const cache = createCache();
    cache.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'EN_US' }, data: pageOf(1, [9, 8, 7]) });
    cache.writeQuery({ query, variables: { page: 2, pageSize: 3, language: 'EN_US' }, data: pageOf(2, [6, 5, 4]) });
    expect(read(cache)).toEqual({ ids: ['9', '8', '7', '6', '5', '4'], hasMore: true, page: 2 });
  });

  it('has more only while pages come back full', () => {
    const cache = createCache();
    cache.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'EN_US' }, data: pageOf(1, [9, 8, 7]) });
    cache.writeQuery({ query, variables: { page: 2, pageSize: 3, language: 'EN_US' }, data: pageOf(2, [6]) });
    expect(read(cache).hasMore).toBe(false);
    const fresh = createCache();
    fresh.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'EN_US' }, data: pageOf(1, []) });
    expect(read(fresh)).toEqual({ ids: [], hasMore: false, page: 1 });
  });

  it('keeps one list per language', () => {
    const cache = createCache();
    cache.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'EN_US' }, data: pageOf(1, [9, 8, 7]) });
    cache.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'ZH_CN' }, data: pageOf(1, [9], { language: 'ZH_CN' }) });
    expect(read(cache, 'EN_US').ids).toEqual(['9', '8', '7']);
    expect(read(cache, 'ZH_CN').ids).toEqual(['9']);
  });

  it('starts over when the first page is fetched again', () => {
    const cache = createCache();
    cache.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'EN_US' }, data: pageOf(1, [9, 8, 7]) });
    cache.writeQuery({ query, variables: { page: 2, pageSize: 3, language: 'EN_US' }, data: pageOf(2, [6, 5, 4]) });
    cache.writeQuery({ query, variables: { page: 1, pageSize: 3, language: 'EN_US' }, data: pageOf(1, [10, 9, 8]) });
    expect(read(cache)).toEqual({ ids: ['10', '9', '8'], hasMore: true, page: 1 });
  });
});

describe('mergeFullPageFeed', () => {
  it('shows a row that slid onto the next page only once', () => {
    const first = { items: ['c', 'b', 'a'], pageSize: 3, hasMore: true };
    // A new row arrived before page 2 was fetched, so "a" is now the first row of page 2.
    const second = { items: ['a', 'z'], pageSize: 3, hasMore: true };
    expect(mergeFullPageFeed(first, second, 2, (item) => item)).toEqual({ items: ['c', 'b', 'a', 'z'], pageSize: 3, hasMore: false });
  });
});
