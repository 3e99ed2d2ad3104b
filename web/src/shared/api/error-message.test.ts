import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import {
  describeError,
  errorCodeKey,
  errorText,
  errorTranslator,
  getErrorCode,
  isNetworkError,
  isUnauthenticatedError,
} from './error-message';

const fallbackKey = 'auth:login.failed';
const translatedCodes = new Set(['INVALID_CREDENTIALS', 'USERNAME_TAKEN', 'PASSWORD_TOO_COMMON', 'UPSTREAM_UNAVAILABLE', 'NOT_FOUND']);
const isTranslatedCode = (code: string) => translatedCodes.has(code);

/** An error as the BFF answers it: a common code, and the specific one as its reason where they differ. */
function graphQLError(message: string, code?: string, reason?: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { ...(code ? { code } : {}), ...(reason ? { reason } : {}) } }] });
}

function serverError(status: number, body: string) {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(body, { status }),
    bodyText: body,
  });
}

describe('describeError', () => {
  it('shows the translation of the error code when there is one: the specific reason, not the common code', () => {
    const wrongPassword = graphQLError('Invalid username or password', 'UNAUTHENTICATED', 'INVALID_CREDENTIALS');
    expect(describeError(wrongPassword, { fallbackKey, isTranslatedCode })).toEqual({ key: 'errors:INVALID_CREDENTIALS' });
    expect(getErrorCode(wrongPassword)).toBe('INVALID_CREDENTIALS');
    expect(describeError(graphQLError('Username already exists', 'CONFLICT', 'USERNAME_TAKEN'), { fallbackKey, isTranslatedCode })).toEqual({
      key: 'errors:USERNAME_TAKEN',
    });
    expect(describeError(graphQLError('Book not found', 'NOT_FOUND'), { fallbackKey, isTranslatedCode })).toEqual({ key: 'errors:NOT_FOUND' });
    // The code of the first error counts, even when the message is blank.
    expect(describeError(graphQLError(' ', 'BAD_USER_INPUT', 'PASSWORD_TOO_COMMON'), { fallbackKey, isTranslatedCode })).toEqual({
      key: 'errors:PASSWORD_TOO_COMMON',
    });
  });

  it('shows the server message as is for a code without a translation', () => {
    expect(describeError(graphQLError('Something new went wrong', 'BRAND_NEW_CODE'), { fallbackKey, isTranslatedCode })).toEqual({
      text: 'Something new went wrong',
    });
    expect(describeError(graphQLError('No code at all'), { fallbackKey, isTranslatedCode })).toEqual({ text: 'No code at all' });
    // Without a translation lookup, no code is translated.
    expect(describeError(graphQLError('Username already exists', 'USERNAME_TAKEN'), { fallbackKey })).toEqual({
      text: 'Username already exists',
    });
  });

  it('falls back to the screen key for an unknown code without a message', () => {
    expect(describeError(graphQLError('', 'BRAND_NEW_CODE'), { fallbackKey, isTranslatedCode })).toEqual({ key: fallbackKey });
  });

  it('never shows the generic text of an internal error, even with a translation lookup', () => {
    expect(
      describeError(graphQLError('Internal server error', 'INTERNAL_SERVER_ERROR'), { fallbackKey, isTranslatedCode: () => true }),
    ).toEqual({
      key: fallbackKey,
    });
  });

  it('reads the code from the JSON body of a non-2xx answer', () => {
    const error = serverError(400, JSON.stringify({ errors: [{ message: 'too common', extensions: { code: 'BAD_USER_INPUT', reason: 'PASSWORD_TOO_COMMON' } }] }));
    expect(describeError(error, { fallbackKey, isTranslatedCode })).toEqual({ key: 'errors:PASSWORD_TOO_COMMON' });
  });

  it('treats a message starting with auth. as a key of the auth namespace', () => {
    expect(describeError(graphQLError('auth.invalidCredentials'), { fallbackKey })).toEqual({ key: 'auth:invalidCredentials' });
  });

  it('falls back to the screen key when the server gave no usable message', () => {
    expect(describeError(graphQLError('   '), { fallbackKey })).toEqual({ key: fallbackKey });
    expect(describeError(graphQLError('Internal server error', 'INTERNAL_SERVER_ERROR'), { fallbackKey })).toEqual({
      key: fallbackKey,
    });
    expect(describeError(serverError(404, 'Not Found'), { fallbackKey })).toEqual({ key: fallbackKey });
  });

  it('reads GraphQL errors from the JSON body of a non-2xx answer', () => {
    const error = serverError(400, JSON.stringify({ errors: [{ message: 'password too short', extensions: { code: 'BAD_USER_INPUT' } }] }));
    expect(describeError(error, { fallbackKey })).toEqual({ text: 'password too short' });
    expect(getErrorCode(error)).toBe('BAD_USER_INPUT');
  });

  it('shows the network text when no GraphQL answer arrived', () => {
    expect(describeError(new TypeError('Failed to fetch'), { fallbackKey })).toEqual({ key: 'common:errors.network' });
    expect(describeError(serverError(502, '<html>Bad gateway</html>'), { fallbackKey })).toEqual({ key: 'common:errors.network' });
    expect(
      describeError(graphQLError('API unreachable', 'UPSTREAM_UNAVAILABLE'), { fallbackKey, networkKey: 'tasks:checkIn.networkError' }),
    ).toEqual({
      key: 'tasks:checkIn.networkError',
    });
    // The screen's network text wins over the code's translation.
    expect(describeError(graphQLError('API unreachable', 'UPSTREAM_UNAVAILABLE'), { fallbackKey, isTranslatedCode })).toEqual({
      key: 'common:errors.network',
    });
    const parseError = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: new Response('<html>', { status: 200 }),
      bodyText: '<html>',
    });
    expect(describeError(parseError, { fallbackKey })).toEqual({ key: 'common:errors.network' });
  });

  it('says the device is offline, whatever the screen\'s network text, when it is', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(describeError(new TypeError('Failed to fetch'), { fallbackKey, networkKey: 'tasks:checkIn.networkError' })).toEqual({
        key: 'common:errors.offlineAction',
      });
      // An answer from the server is not about the connection.
      expect(describeError(graphQLError('Username already exists', 'USERNAME_TAKEN'), { fallbackKey, isTranslatedCode })).toEqual({
        key: 'errors:USERNAME_TAKEN',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('treats an unexpected exception as a network error', () => {
    expect(describeError(new Error('boom'), { fallbackKey })).toEqual({ key: 'common:errors.network' });
    expect(describeError('weird', { fallbackKey })).toEqual({ key: 'common:errors.network' });
  });
});

describe('error classification', () => {
  it('finds the error code', () => {
    expect(getErrorCode(graphQLError('Not enough coins', 'INSUFFICIENT_COINS'))).toBe('INSUFFICIENT_COINS');
    expect(getErrorCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('recognises an ended session', () => {
    expect(isUnauthenticatedError(graphQLError('Not signed in', 'UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticatedError(serverError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthenticatedError(graphQLError('Forbidden', 'FORBIDDEN'))).toBe(false);
  });

  it('does not take a wrong password or recovery code for an ended session', () => {
    expect(isUnauthenticatedError(graphQLError('Invalid username or password', 'UNAUTHENTICATED', 'INVALID_CREDENTIALS'))).toBe(false);
    expect(isUnauthenticatedError(graphQLError('The username or recovery code is not correct', 'BAD_USER_INPUT', 'INVALID_RECOVERY_CODE'))).toBe(false);
    expect(isUnauthenticatedError(graphQLError('The current password is not correct', 'BAD_USER_INPUT', 'CURRENT_PASSWORD_INCORRECT'))).toBe(false);
  });

  it('recognises network failures', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(serverError(503, ''))).toBe(true);
    expect(isNetworkError(graphQLError('Invalid username or password', 'INVALID_CREDENTIALS'))).toBe(false);
  });
});

describe('errorCodeKey', () => {
  it('names the key of the errors namespace', () => {
    expect(errorCodeKey('TOO_MANY_ATTEMPTS')).toBe('errors:TOO_MANY_ATTEMPTS');
  });
});

describe('errorText', () => {
  async function translatorFor(language: 'zh-CN' | 'en-US') {
    const { default: i18next } = await import('i18next');
    const { bundledResources } = await import('@/shared/i18n/resources');
    const errors = {
      'zh-CN': (await import('@/locales/zh-CN/errors.json')).default,
      'en-US': (await import('@/locales/en-US/errors.json')).default,
    };
    const resources = Object.fromEntries(
      Object.entries(bundledResources).map(([lng, namespaces]) => [lng, { ...namespaces, errors: errors[lng as 'zh-CN'] }]),
    );
    const instance = i18next.createInstance();
    await instance.init({
      resources,
      lng: language,
      fallbackLng: 'en-US',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    return errorTranslator(instance);
  }

  it('shows a known code in the reader language', async () => {
    const error = graphQLError('Invalid username or password', 'INVALID_CREDENTIALS');
    expect(errorText(error, await translatorFor('zh-CN'), fallbackKey)).toBe('用户名或密码错误');
    expect(errorText(error, await translatorFor('en-US'), fallbackKey)).toBe('Invalid username or password');
  });

  it('falls back to the server message, then to the screen text', async () => {
    const zh = await translatorFor('zh-CN');
    expect(errorText(graphQLError('Brand new refusal', 'BRAND_NEW_CODE'), zh, fallbackKey)).toBe('Brand new refusal');
    expect(errorText(graphQLError('', 'BRAND_NEW_CODE'), zh, fallbackKey)).toBe('登录失败');
    expect(errorText(graphQLError('auth.noSuchKey'), zh, fallbackKey)).toBe('登录失败');
    expect(errorText(new TypeError('Failed to fetch'), zh, fallbackKey, 'common:errors.offline')).toBe('当前处于离线状态，此页面需要联网。已下载的章节仍可阅读。');
  });
});
