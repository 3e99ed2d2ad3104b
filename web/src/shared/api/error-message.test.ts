import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeError, getErrorCode, isNetworkError, isUnauthenticatedError } from './error-message';

const fallbackKey = 'auth:login.failed';

function graphQLError(message: string, code?: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: code ? { code } : {} }] });
}

function serverError(status: number, body: string) {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(body, { status }),
    bodyText: body,
  });
}

describe('describeError', () => {
  it('shows the server message as is', () => {
    expect(describeError(graphQLError('Invalid username or password', 'UNAUTHENTICATED'), { fallbackKey })).toEqual({
      text: 'Invalid username or password',
    });
    expect(describeError(graphQLError('Username already exists', 'USERNAME_TAKEN'), { fallbackKey })).toEqual({
      text: 'Username already exists',
    });
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
      describeError(graphQLError('API unreachable', 'UPSTREAM_UNAVAILABLE'), { fallbackKey, networkKey: 'auth:networkError' }),
    ).toEqual({
      key: 'auth:networkError',
    });
    const parseError = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: new Response('<html>', { status: 200 }),
      bodyText: '<html>',
    });
    expect(describeError(parseError, { fallbackKey })).toEqual({ key: 'common:errors.network' });
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

  it('recognises network failures', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(serverError(503, ''))).toBe(true);
    expect(isNetworkError(graphQLError('Invalid username or password', 'UNAUTHENTICATED'))).toBe(false);
  });
});
