import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@/shared/auth/auth-provider';
import { i18n } from '@/shared/i18n/i18n';
import { applyAppearance, storedAppearance } from '@/shared/theme/appearance';
import { ToastProvider } from '@/shared/ui/toast/toast-provider';
import { AppErrorBoundary } from './app-error-boundary';
import { createApolloClient } from './apollo-client';

// The reader's light/dark choice applies before the first paint of any screen.
applyAppearance(storedAppearance());

/** Everything a screen may rely on, outermost first. The router sits inside (see app.tsx), so the error boundary covers every route. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <ToastProvider>
          <ApolloProvider client={client}>
            <AuthProvider>{children}</AuthProvider>
          </ApolloProvider>
        </ToastProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
