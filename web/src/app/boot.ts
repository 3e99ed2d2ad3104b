import { GRAPHQL_ENDPOINT } from '@/config/graphql-endpoint';
import { readString, storageKeys } from '@/shared/lib/storage';
import { loadApolloRuntime } from './apollo-loader';
import { preloadOpeningCode } from './opening-code';
import { sendOpeningQueries } from './opening-queries';

/**
 * A second, tiny entry that index.html runs as soon as it arrives (vite-plugins/boot-entry.ts), well
 * before the main entry has downloaded: for a reader this device remembers, who is about to see a
 * signed-in screen, it sends the opening screen's queries (opening-queries.ts) and asks for Apollo
 * Client's code and the screen's own code and texts (opening-code.ts) at once, so neither the
 * session check nor the screen waits for the main entry. A guest's first screen does none of this
 * early.
 */
// Only whether the record is there (remembersReader also checks its shape, but would bring the
// stored-user module and its GraphQL document into this entry).
if (readString(storageKeys.user) !== null) {
  sendOpeningQueries(GRAPHQL_ENDPOINT);
  preloadOpeningCode(window.location.pathname);
  // A failure here is met again, and handled, when the session check asks for the client.
  loadApolloRuntime().catch(() => undefined);
}
