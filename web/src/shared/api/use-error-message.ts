import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamespacedKey } from '@/shared/i18n/translation-keys';
import { errorsNamespace, errorText, errorTranslator } from './error-message';

/**
 * Returns `(error, fallbackKey, networkKey?) => string`: the text to show for a failed operation,
 * in the reader's language. Keys are namespaced ('auth:login.failed', 'common:errors.network')
 * and typed from the locale files.
 *
 * The error texts (the `errors` namespace) are asked for once the opening screen is up
 * (root-layout.tsx); an error described before then asks for them itself, and shows the server's
 * message until they are in.
 */
export function useErrorMessage(): (error: unknown, fallbackKey: NamespacedKey, networkKey?: NamespacedKey) => string {
  // Renders again on a language change and when a namespace arrives, so the text follows both.
  const { i18n } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  return useCallback(
    (error: unknown, fallbackKey: NamespacedKey, networkKey?: NamespacedKey) => {
      // Asking again while the request is out costs nothing: i18next keeps one per namespace.
      if (!i18n.hasLoadedNamespace(errorsNamespace)) void i18n.loadNamespaces(errorsNamespace);
      return errorText(error, errorTranslator(i18n), fallbackKey, networkKey);
    },
    [i18n],
  );
}
