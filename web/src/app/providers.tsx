import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApolloClientLoaderContext } from '@/shared/api/apollo-on-demand';
import { AuthProvider } from '@/shared/auth/auth-provider';
import { i18n } from '@/shared/i18n/i18n';
import { applyAppearance, storedAppearance } from '@/shared/theme/appearance';
import { ToastProvider } from '@/shared/ui/toast/toast-provider';
import { AppErrorBoundary } from './app-error-boundary';
import { loadApolloClient, loadedApolloRuntime } from './apollo-loader';

// The reader's light/dark choice applies before the first paint of any screen.
applyAppearance(storedAppearance());

const loadedApolloClient = () => loadedApolloRuntime()?.apolloClient ?? null;

/**
 * Everything a screen may rely on, outermost first. The router sits inside (see app.tsx), so the
 * error boundary covers every route. Apollo's provider is not here: it wraps the signed-in routes
 * (route-guards.tsx), and the guest screens load the client when they send a form.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <ToastProvider>
          <ApolloClientLoaderContext value={loadApolloClient}>
            <AuthProvider loadClient={loadApolloClient} loadedClient={loadedApolloClient}>
              {children}
            </AuthProvider>
          </ApolloClientLoaderContext>
        </ToastProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
