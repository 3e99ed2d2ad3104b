import { InMemoryCache } from '@apollo/client/cache';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appendPage, pagedFieldPolicy } from './paged-field-policy';

const numbered = parse(`
  query Numbered($page: Int, $pageSize: Int) {
    books(page: $page, pageSize: $pageSize) { page pageSize total items { id title } }
  }
`);
const feed = parse(`
  query Feed($page: Int, $pageSize: Int) {
    books(page: $page, pageSize: $pageSize) @connection(key: "feed") { page pageSize total items { id title } }
  }
`);

function pageOf(page: number, pageSize: number) {
  const items = Array.from({ length: pageSize }, (_, index) => {
    const id = String((page - 1) * pageSize + index + 1);
    return { __typename: 'Book', id, title: `Book ${id}` };
  });
  return { books: { __typename: 'BookPage', page, pageSize, total: 100, items } };
}

function createCache() {
  return new InMemoryCache({
    typePolicies: { Query: { fields: { books: pagedFieldPolicy(['pageSize']) } }, Book: { keyFields: ['id'] } },
  });
}

const ids = (data: { books: { items: { id: string }[] } } | null) => data?.books.items.map((item) => item.id);

describe('pagedFieldPolicy', () => {
  it('keeps numbered pages apart', () => {
    const cache = createCache();
    cache.writeQuery({ query: numbered, variables: { page: 1, pageSize: 2 }, data: pageOf(1, 2) });
    cache.writeQuery({ query: numbered, variables: { page: 2, pageSize: 2 }, data: pageOf(2, 2) });
    expect(ids(cache.readQuery({ query: numbered, variables: { page: 1, pageSize: 2 } }))).toEqual(['1', '2']);
    expect(ids(cache.readQuery({ query: numbered, variables: { page: 2, pageSize: 2 } }))).toEqual(['3', '4']);
  });

  it('appends pages of a feed into one list read with the first page variables', () => {
    const cache = createCache();
    cache.writeQuery({ query: feed, variables: { page: 1, pageSize: 2 }, data: pageOf(1, 2) });
    cache.writeQuery({ query: feed, variables: { page: 2, pageSize: 2 }, data: pageOf(2, 2) });
    const read = cache.readQuery<{ books: { page: number; items: { id: string }[] } }>({
      query: feed,
      variables: { page: 1, pageSize: 2 },
    });
    expect(ids(read)).toEqual(['1', '2', '3', '4']);
    expect(read?.books.page).toBe(2);
    // A feed and numbered pages of the same list never share an entry.
    expect(ids(cache.readQuery({ query: numbered, variables: { page: 2, pageSize: 2 } }))).toBeUndefined();
  });

  it('starts a feed over when its first page comes again', () => {
    const cache = createCache();
    cache.writeQuery({ query: feed, variables: { page: 1, pageSize: 2 }, data: pageOf(1, 2) });
    cache.writeQuery({ query: feed, variables: { page: 2, pageSize: 2 }, data: pageOf(2, 2) });
    cache.writeQuery({ query: feed, variables: { page: 1, pageSize: 2 }, data: pageOf(1, 2) });
    expect(ids(cache.readQuery({ query: feed, variables: { page: 1, pageSize: 2 } }))).toEqual(['1', '2']);
  });

  it('shares book entities between lists', () => {
    const cache = createCache();
    cache.writeQuery({ query: feed, variables: { page: 1, pageSize: 2 }, data: pageOf(1, 2) });
    cache.writeQuery({ query: numbered, variables: { page: 1, pageSize: 2 }, data: pageOf(1, 2) });
    cache.modify({ id: cache.identify({ __typename: 'Book', id: '1' }), fields: { title: () => 'Renamed' } });
    const read = cache.readQuery<{ books: { items: { title: string }[] } }>({ query: feed, variables: { page: 1, pageSize: 2 } });
    expect(read?.books.items[0]?.title).toBe('Renamed');
  });
});

describe('appendPage', () => {
  const page = (items: string[]) => ({ items, pageSize: 2 });

  it('replaces the list with a first page', () => {
    expect(appendPage(page(['a', 'b', 'c']), page(['x']), 1).items).toEqual(['x']);
    expect(appendPage(undefined, page(['x']), 3).items).toEqual(['x']);
  });

  it('keeps the pages before the incoming one', () => {
    expect(appendPage(page(['a', 'b', 'c', 'd']), page(['e', 'f']), 3).items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(appendPage(page(['a', 'b', 'c', 'd']), page(['x', 'y']), 2).items).toEqual(['a', 'b', 'x', 'y']);
  });
});
