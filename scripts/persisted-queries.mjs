// The web app's operations as persisted queries: each text exactly as the app's Apollo Client sends
// it (after its cache adds __typename and client-only directives are taken out), under its SHA-256.
// The BFF loads them at start (bff/src/cache/persisted-queries.ts), so the app's hashes are known
// to every replica from its first request and no reader waits for a text to be registered.
import { createHash } from 'node:crypto';
import { importWebApollo, webOperations } from './web-operations.mjs';

/** `{ [sha256]: text }` for every operation of the web app, sorted by operation name. */
export async function persistedQueries() {
  const apollo = await importWebApollo();
  // The printer the app's HttpLink uses.
  const { print } = await importWebApollo('@apollo/client/utilities');
  const sent = [];
  // A link that records each operation's text where the HTTP link would print it, and answers nothing.
  const recorder = new apollo.ApolloLink((operation) => {
    sent.push(print(operation.query));
    return new apollo.Observable((observer) => {
      observer.next({ data: null });
      observer.complete();
    });
  });
  const client = new apollo.ApolloClient({ link: recorder, cache: new apollo.InMemoryCache() });
  const operations = [...(await webOperations())].sort(([a], [b]) => a.localeCompare(b));
  for (const [, document] of operations) {
    const definition = document.definitions[0];
    const sending = definition.operation === 'mutation' ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: 'no-cache' });
    await sending.catch(() => undefined);
  }
  if (sent.length !== operations.length) throw new Error(`recorded ${sent.length} texts for ${operations.length} operations`);
  return Object.fromEntries(sent.map((text) => [createHash('sha256').update(text).digest('hex'), text]));
}
