import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type DescribeErrorOptions } from './error-message';

/**
 * Returns `(error, fallbackKey, networkKey?) => string`: the text to show for a failed operation,
 * translated. Keys are namespaced ('auth:login.failed', 'common:errors.network').
 */
export function useErrorMessage(): (error: unknown, fallbackKey: string, networkKey?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: string, networkKey?: string) => {
      const options: DescribeErrorOptions = networkKey === undefined ? { fallbackKey } : { fallbackKey, networkKey };
      const described = describeError(error, options);
      if ('text' in described) return described.text;
      // An unknown server key (auth.something) falls back to the screen's message.
      return t(described.key, { defaultValue: t(fallbackKey) });
    },
    [t],
  );
}
