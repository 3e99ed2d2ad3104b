import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { i18n as I18n } from 'i18next';
// The type only: this module is on the login route, and `ErrorCode.X` would ship the whole enum
// object with it (266 bytes gzipped, web/BENCHMARKS.md). Codes are written as checked literals.
import type { ErrorCode } from '@/__generated__/enums';
import type { NamespacedKey } from '@/shared/i18n/translation-keys';

/**
 * What to show for a failed operation, decided in one place for every screen:
 * - the network-error text when the request never got a GraphQL answer (offline, proxy or BFF
 *   down, the BFF unable to reach the API);
 * - the translation of the error's own code (the `errors` namespace, one key per code), so the
 *   reader sees it in their language: `extensions.reason` where the BFF puts a common code
 *   (BAD_USER_INPUT, CONFLICT, ...) in `extensions.code`, else `extensions.code`;
 * - for a code without a translation, the server's own message (a message starting with `auth.`
 *   is a key of the auth namespace, spec section 8), once the translations have loaded
 *   (`errorText`; before, the screen's fallback key);
 * - otherwise the screen's fallback key.
 * It returns a translation key or a literal text; `useErrorMessage()` turns that into a string.
 */
export type ErrorMessage = { key: string } | { text: string };

export interface DescribeErrorOptions {
  /** Namespaced key shown when the server gave no message, e.g. 'auth:login.failed'. */
  fallbackKey: string;
  /** Namespaced key for a network failure; defaults to the common network-error text. */
  networkKey?: string;
  /** Whether an error code has a translation (`errors:<CODE>` exists); without it, no code is translated. */
  isTranslatedCode?: (code: string) => boolean;
}

export const networkErrorKey: NamespacedKey = 'common:errors.network';
/** A failure while the device is offline, whatever the screen's network text: it says why, not "error". */
export const offlineErrorKey: NamespacedKey = 'common:errors.offlineAction';

/** The namespace holding one text per error code. */
export const errorsNamespace = 'errors';

/** The translation key of an error code, e.g. 'errors:INVALID_CREDENTIALS'. */
export function errorCodeKey(code: string): string {
  return `${errorsNamespace}:${code}`;
}

interface ServerErrorEntry {
  message?: unknown;
  extensions?: { code?: unknown; reason?: unknown } | null;
}

/** The entry's own code: the specific `reason` under a common code, else the code. */
function codeOf(entry: ServerErrorEntry): unknown {
  return entry.extensions?.reason ?? entry.extensions?.code;
}

/** GraphQL errors carried by the error: in a 200 answer, or in the JSON body of a non-2xx answer. */
function graphQLErrorsOf(error: unknown): ServerErrorEntry[] {
  if (CombinedGraphQLErrors.is(error)) return [...error.errors];
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      const errors = (body as { errors?: unknown } | null)?.errors;
      if (Array.isArray(errors)) return errors as ServerErrorEntry[];
    } catch {
      // Not JSON (an HTML error page from a proxy): no GraphQL errors.
    }
  }
  return [];
}

/** The first error's own code, e.g. 'UNAUTHENTICATED' or 'USERNAME_TAKEN' (not its common CONFLICT). */
export function getErrorCode(error: unknown): string | undefined {
  for (const entry of graphQLErrorsOf(error)) {
    const code = codeOf(entry);
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The first error's `extensions.code` as sent: the common code (BAD_USER_INPUT for any refused input, ...). */
export function getCommonErrorCode(error: unknown): string | undefined {
  for (const entry of graphQLErrorsOf(error)) {
    const code = entry.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Whether an error's own code (see getErrorCode) is `code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return graphQLErrorsOf(error).some((entry) => codeOf(entry) === code);
}

/** True when the session is missing or expired (code UNAUTHENTICATED, not a wrong password under it, or HTTP 401). */
export function isUnauthenticatedError(error: unknown): boolean {
  return hasErrorCode(error, ('UNAUTHENTICATED' satisfies ErrorCode)) || (ServerError.is(error) && error.statusCode === 401);
}

/** True when no GraphQL answer came back: fetch failed, a proxy error page, or the API is down behind the BFF. */
export function isNetworkError(error: unknown): boolean {
  const errors = graphQLErrorsOf(error);
  if (errors.length > 0) return errors.some((entry) => codeOf(entry) === ('UPSTREAM_UNAVAILABLE' satisfies ErrorCode));
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 0;
  if (ServerParseError.is(error)) return true;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

const authKeyPrefix = 'auth.';

export function describeError(
  error: unknown,
  { fallbackKey, networkKey = networkErrorKey, isTranslatedCode = () => false }: DescribeErrorOptions,
): ErrorMessage {
  if (isNetworkError(error)) return { key: typeof navigator !== 'undefined' && navigator.onLine === false ? offlineErrorKey : networkKey };
  const entries = graphQLErrorsOf(error);
  if (entries.length === 0) {
    // A non-2xx answer without GraphQL errors (e.g. 404 from a proxy), or something thrown in our code.
    return ServerError.is(error) ? { key: fallbackKey } : { key: networkKey };
  }
  const first = entries[0];
  // Internal errors carry a generic server text that says nothing to a reader.
  const code = first && codeOf(first);
  if (code === ('INTERNAL_SERVER_ERROR' satisfies ErrorCode)) return { key: fallbackKey };
  if (typeof code === 'string' && isTranslatedCode(code)) return { key: errorCodeKey(code) };
  const message = typeof first?.message === 'string' ? first.message.trim() : '';
  if (message === '') return { key: fallbackKey };
  if (message.startsWith(authKeyPrefix)) return { key: `auth:${message.slice(authKeyPrefix.length)}` };
  return { text: message };
}

/** The part of i18next the error text needs. */
export interface ErrorTranslator {
  t: (key: string, options?: { defaultValue?: string }) => string;
  exists: (key: string) => boolean;
  /** Whether the error texts (the `errors` namespace) have loaded. */
  ready: () => boolean;
}

/**
 * The error helper's view of an i18next instance. Its keys are built at run time from the code a
 * server sent (`errors:<CODE>`, looked up with `exists` first), so they are plain strings here:
 * the one place where such a key meets the typed `t`.
 */
export function errorTranslator(instance: I18n): ErrorTranslator {
  return {
    t: (key, options) => instance.t(key as NamespacedKey, options),
    exists: (key) => instance.exists(key),
    ready: () => instance.hasLoadedNamespace(errorsNamespace),
  };
}

/**
 * The text to show for a failed operation in the active language: the translation of its code,
 * else the server's message, else the screen's fallback (an unknown `auth.` key included).
 */
export function errorText(error: unknown, translator: ErrorTranslator, fallbackKey: string, networkKey?: string): string {
  const isTranslatedCode = (code: string) => translator.exists(errorCodeKey(code));
  const described = describeError(
    error,
    networkKey === undefined ? { fallbackKey, isTranslatedCode } : { fallbackKey, networkKey, isTranslatedCode },
  );
  // Before the error texts have loaded (after the first screen), a code's text is not known yet:
  // the screen's own words, in the reader's language, rather than the server's English.
  if ('text' in described) return getErrorCode(error) === undefined || translator.ready() ? described.text : translator.t(fallbackKey);
  return translator.t(described.key, { defaultValue: translator.t(fallbackKey) });
}
