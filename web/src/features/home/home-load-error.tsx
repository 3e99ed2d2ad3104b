import { useTranslation } from 'react-i18next';
import { isNetworkError } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { LoadError } from '@/shared/ui/state-panel';

/**
 * Spec section 8: the server's message or 'load failed'; on a network error the network text
 * with its likely causes. Both with a retry button.
 */
export function HomeLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('browse');
  const errorMessage = useErrorMessage();
  const details = isNetworkError(error)
    ? { title: t('home.reasonsTitle'), items: [t('home.reasons.server'), t('home.reasons.network'), t('home.reasons.timeout')] }
    : undefined;
  return <LoadError message={errorMessage(error, 'browse:home.loadFailed')} details={details} onRetry={onRetry} />;
}
