import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-message';

/**
 * Returns `(error, fallbackKey, networkKey?) => string`: the text to show for a failed operation,
 * in the reader's language. Keys are namespaced ('auth:login.failed', 'common:errors.network').
 */
export function useErrorMessage(): (error: unknown, fallbackKey: string, networkKey?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: string, networkKey?: string) =>
      errorText(error, { t: (key, options) => t(key, options), exists: (key) => i18n.exists(key) }, fallbackKey, networkKey),
    [i18n, t],
  );
}
