import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { useSessionChangesElsewhere } from '@/shared/auth/use-session-changes-elsewhere';
import { createApolloClient } from './apollo-client';

/**
 * The app's one Apollo Client, and the provider the signed-in screens render under. This module
 * is loaded on demand (apollo-loader.ts), so the guest screens' first load carries no Apollo code.
 */
export const apolloClient = createApolloClient();

/**
 * The signed-in routes' outlet, with the client in context for their hooks. These screens show a
 * reader's data, so they follow a sign-in or sign-out made in another tab.
 */
export function ApolloOutlet() {
  useSessionChangesElsewhere();
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
