import type { ApolloClient } from '@apollo/client';
import type * as ApolloRuntimeModule from './apollo-runtime';

type ApolloRuntime = typeof ApolloRuntimeModule;

/**
 * Apollo Client (about 50 KB gzipped) is loaded on first need rather than with the entry, so a
 * guest screen renders without waiting for it. Who asks first: for a reader the device remembers,
 * boot.ts as soon as the page starts; otherwise the session check, once a guest screen has painted
 * (or at once on a signed-in route), or a guest form being sent. Everything that uses the client
 * goes through here, so there is only ever one.
 */
let runtime: ApolloRuntime | null = null;
let loading: Promise<ApolloRuntime> | null = null;

export function loadApolloRuntime(): Promise<ApolloRuntime> {
  loading ??= import('./apollo-runtime').then(
    (loaded) => (runtime = loaded),
    (error: unknown) => {
      // A failed chunk load (offline, a new deployment) is tried again on the next call.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export async function loadApolloClient(): Promise<ApolloClient> {
  return (await loadApolloRuntime()).apolloClient;
}

/** The runtime once loaded, for rendering without suspending; null before. */
export function loadedApolloRuntime(): ApolloRuntime | null {
  return runtime;
}
