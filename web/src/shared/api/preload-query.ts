import type { ApolloClient, Cache, OperationVariables, TypedDocumentNode } from '@apollo/client';

export interface PreloadQueryOptions<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
  /** As the screen that will read the answer asks: 'all' keeps a partial answer beside its errors. */
  errorPolicy?: 'none' | 'all';
}

/**
 * Fetches a query's answer into the cache for a screen to read later, as `client.query` with its
 * cache-first policy would, for a fraction of its main-thread time. `client.query` also reads the
 * answer back from the cache twice around its write (once to merge, once to hand it over), which a
 * preload has no use for: home's five novel details (50 chapters each) took 2.6-4.7 times as long
 * that way (`src/app/preload/detail-preload.bench.ts`, web/BENCHMARKS.md). Resolves once the answer is
 * in the cache; rejects, writing nothing, when the server refuses it (unless `errorPolicy` is 'all').
 */
export async function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  { query, variables, errorPolicy = 'none' }: PreloadQueryOptions<TData, TVariables>,
): Promise<void> {
  // The view screens watch (optimistic), so a query on screen already is answered from its memo.
  if (client.cache.diff<TData>({ query, variables, optimistic: true, returnPartialData: false }).complete) return;
  // 'no-cache' answers with the data as the server sent it (with __typename: the cache adds it to
  // the document it sends), which is what the cache's own write would have taken.
  const { data } = await client.query({ query, variables, errorPolicy, fetchPolicy: 'no-cache' });
  // The client runs without data masking (app/apollo-data-masking.d.ts): the answer is whole.
  if (data) client.cache.writeQuery({ query, variables, data: data as unknown as Cache.WriteQueryOptions<TData, TVariables>['data'] });
}
