import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamespacedKey } from '@/shared/i18n/translation-keys';
import { errorsNamespace, errorText, errorTranslator } from './error-message';

/** Describes a failed operation: `(error, fallbackKey, networkKey?) => string`. */
export type ErrorMessage = (error: unknown, fallbackKey: NamespacedKey, networkKey?: NamespacedKey) => string;

/**
 * Returns `(error, fallbackKey, networkKey?) => string`: the text to show for a failed operation,
 * in the reader's language. Keys are namespaced ('auth:login.failed', 'common:errors.network')
 * and typed from the locale files.
 *
 * The error texts (the `errors` namespace) are asked for once the opening screen is up
 * (root-layout.tsx); an error described before then asks for them itself, shows the server's
 * message, and is rendered again when they arrive.
 */
export function useErrorMessage(): ErrorMessage {
  // Subscribes to language changes, so texts follow them.
  const { i18n } = useTranslation();
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);
  // Set when an error was described without the error texts: only then does their arrival render
  // this component again (the screens that use this hook are whole screens, the reader's included).
  const describedWithoutTexts = useRef(false);
  useEffect(() => {
    const onLoaded = () => {
      if (!describedWithoutTexts.current || !i18n.hasLoadedNamespace(errorsNamespace)) return;
      describedWithoutTexts.current = false;
      renderAgain();
    };
    onLoaded();
    i18n.on('loaded', onLoaded);
    return () => i18n.off('loaded', onLoaded);
  }, [i18n]);
  return useCallback(
    (error: unknown, fallbackKey: NamespacedKey, networkKey?: NamespacedKey) => {
      if (!i18n.hasLoadedNamespace(errorsNamespace)) {
        describedWithoutTexts.current = true;
        // Asking again while the request is out costs nothing: i18next keeps one per namespace.
        void i18n.loadNamespaces(errorsNamespace);
      }
      return errorText(error, errorTranslator(i18n), fallbackKey, networkKey);
    },
    [i18n],
  );
}
