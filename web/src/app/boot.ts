import { loadApolloRuntime } from './apollo-loader';
import { readString, storageKeys } from '@/shared/lib/storage';

/**
 * A second, tiny entry that index.html runs as soon as it arrives (vite-plugins/boot-entry.ts), well
 * before the main entry has downloaded: for a reader this device remembers, who is about to see a
 * signed-in screen, it asks for Apollo Client's code at once, so the session check and the screen's
 * queries do not wait for it after the main entry. A guest's first screen never loads it this early.
 */
// Only whether the record is there (remembersReader also checks its shape, but would bring the
// stored-user module and its GraphQL document into this entry).
if (readString(storageKeys.user) !== null) {
  // A failure here is met again, and handled, when the session check asks for the client.
  loadApolloRuntime().catch(() => undefined);
}
