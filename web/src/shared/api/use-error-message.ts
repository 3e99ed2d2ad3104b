import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamespacedKey } from '@/shared/i18n/translation-keys';
import { errorText, errorTranslator } from './error-message';

/**
 * Returns `(error, fallbackKey, networkKey?) => string`: the text to show for a failed operation,
 * in the reader's language. Keys are namespaced ('auth:login.failed', 'common:errors.network')
 * and typed from the locale files.
 */
export function useErrorMessage(): (error: unknown, fallbackKey: NamespacedKey, networkKey?: NamespacedKey) => string {
  // Subscribes to language changes (and the errors namespace arriving), so texts follow them.
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: NamespacedKey, networkKey?: NamespacedKey) =>
      errorText(error, errorTranslator(i18n), fallbackKey, networkKey),
    [i18n],
  );
}
