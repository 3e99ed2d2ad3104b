import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useCallback, useContext } from 'react';

/** Resolves to the app's Apollo Client, loading it on first call (app/apollo-loader.ts). */
export type ApolloClientLoader = () => Promise<ApolloClient>;

export const ApolloClientLoaderContext = createContext<ApolloClientLoader | null>(null);

export function useApolloClientLoader(): ApolloClientLoader {
  const load = useContext(ApolloClientLoaderContext);
  if (!load) throw new Error('useApolloClientLoader must be used inside <ApolloClientLoaderContext>');
  return load;
}

/**
 * A mutation for the guest screens, which render before Apollo Client is loaded: the returned
 * function loads the client if it has to, then sends the mutation. Like `useMutation`'s, it
 * resolves with the answer and rejects with the operation's error.
 */
export function useMutationOnDemand<TData, TVariables extends OperationVariables>(mutation: TypedDocumentNode<TData, TVariables>) {
  const load = useApolloClientLoader();
  return useCallback(
    async (variables: TVariables) => {
      const client = await load();
      return client.mutate<TData, TVariables>({ mutation, variables });
    },
    [load, mutation],
  );
}

/**
 * Starts loading the client ahead of a guest form being sent (call it when the reader first turns
 * to the form), so that sending it does not wait for the client's code.
 */
export function usePrepareApolloClient(): () => void {
  const load = useApolloClientLoader();
  return useCallback(() => {
    // A failure is met again, and reported, when the form is sent.
    load().catch(() => undefined);
  }, [load]);
}
