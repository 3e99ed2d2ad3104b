import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCodeValues } from './__generated__/rest-api.js';
import { graphQLCode, RestError } from './errors.js';
import { loadTypeDefs } from './schema.js';

const graphCodes = (buildSchema(loadTypeDefs().join('\n')).getType('ErrorCode') as GraphQLEnumType).getValues().map((value) => value.name);

describe('one error vocabulary', () => {
  it.each(errorCodeValues)('the API code %s maps onto a code of the GraphQL ErrorCode enum', (apiCode) => {
    expect(graphCodes).toContain(graphQLCode(new RestError(400, apiCode, 'x')));
  });

  it('passes the API code through unless it is folded, and never invents a code for outages', () => {
    expect(graphQLCode(new RestError(400, 'PASSWORD_TOO_COMMON', 'x'))).toBe('PASSWORD_TOO_COMMON');
    expect(graphQLCode(new RestError(401, 'SESSION_EXPIRED', 'x'))).toBe('UNAUTHENTICATED');
    expect(graphQLCode(new RestError(404, 'BOOK_NOT_FOUND', 'x'))).toBe('NOT_FOUND');
    expect(graphQLCode(new RestError(0, undefined, 'x'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(graphQLCode(new RestError(503, 'INTERNAL', 'x'))).toBe('UPSTREAM_UNAVAILABLE');
    // An answer without a code of the API's (a proxy's page): by its status.
    expect(graphQLCode(new RestError(409, undefined, 'x'))).toBe('CONFLICT');
    expect(graphQLCode(new RestError(418, 'TEAPOT', 'x'))).toBe('BAD_USER_INPUT');
  });
});
