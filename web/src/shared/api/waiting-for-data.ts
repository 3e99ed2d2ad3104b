import type { ApolloClient } from '@apollo/client';

/** True while a query of the screen on view has nothing to show yet (a refresh of shown data does not count). */
export function isWaitingForData(client: ApolloClient): boolean {
  for (const query of client.getObservableQueries('active')) {
    const result = query.getCurrentResult();
    if (result.loading && result.data === undefined) return true;
  }
  return false;
}
