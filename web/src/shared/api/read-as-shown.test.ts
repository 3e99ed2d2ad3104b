import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readAsShown } from './read-as-shown';

interface Shelf {
  shelf: { __typename: 'Shelf'; items: Array<{ __typename: 'Book'; id: string; title: string }> };
}

const query: TypedDocumentNode<Shelf, { size: number }> = parse(`
  query Shelf($size: Int!) { shelf(size: $size) { items { id title } } }
`);
const variables = { size: 30 };

/** A client whose cache holds the shelf, watched as a screen's useQuery watches it. */
async function clientWithWatchedShelf() {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const items = Array.from({ length: 30 }, (_, index) => ({ __typename: 'Book' as const, id: String(index), title: `Book ${index}` }));
  client.writeQuery({ query, variables, data: { shelf: { __typename: 'Shelf', items } } });
  const watch = client.watchQuery({ query, variables, fetchPolicy: 'cache-only' });
  const subscription = watch.subscribe(() => undefined);
  onTestFinished(() => subscription.unsubscribe());
  await vi.waitFor(() => expect(watch.getCurrentResult().data).toBeDefined());
  return { client, shown: watch.getCurrentResult().data };
}

describe('readAsShown', () => {
  it('returns the answer a watching screen already has, without reading the list again', async () => {
    const { client, shown } = await clientWithWatchedShelf();
    expect(shown?.shelf?.items).toHaveLength(30);
    expect(readAsShown(client, { query, variables })).toBe(shown);
    // Apollo's plain read builds the same data again, object by object.
    const plain = client.readQuery({ query, variables });
    expect(plain).toEqual(shown);
    expect(plain).not.toBe(shown);
  });

  it('includes what the cache has changed since, like the screen does', async () => {
    const { client } = await clientWithWatchedShelf();
    client.cache.modify({ id: 'Book:3', fields: { title: () => 'Renamed' } });
    expect(readAsShown(client, { query, variables })?.shelf.items[3]?.title).toBe('Renamed');
  });

  it('answers null when the cache does not hold the query', () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    expect(readAsShown(client, { query, variables })).toBeNull();
  });
});
