import fc from 'fast-check';
import { conforming, objectShape, type Hints, type JsonSchema } from './json-schema-arbitrary.js';
import {
  bogusAuthorization,
  extraKey,
  hostileQuery,
  hostileRequestId,
  hostileSegment,
  hostileValue,
  malformedJson,
  type RawUrlText,
  wrongContentType,
} from './hostile-input.js';
import type { ServedRoute } from './served-routes.js';

export type KnownKey = 'self.id' | 'self.username' | 'self.password' | 'self.recoveryCode' | 'other.id' | 'other.username';

/**
 * A value that depends on the accounts at the moment the request is sent (the caller's id, name,
 * password): accounts are replaced when the fuzzer deletes them or signs them out.
 */
export class Known {
  constructor(readonly key: KnownKey) {}
  [fc.toStringMethod]() {
    return `<${this.key}>`;
  }
}

export type Caller = { as: 'guest' | 'reader' | 'admin' } | { as: 'forged'; authorization: string };

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** A value serialised as JSON but labelled with another content type. */
  | { kind: 'labelled'; contentType: string; value: unknown }
  | { kind: 'text'; contentType: string | null; text: string }
  | { kind: 'oversized' };

/** One request to one route: who calls, and what goes in the path, the query string and the body. */
export interface FuzzCase {
  /** How many identical requests are sent at once: races are where balances drift from their ledger. */
  copies: number;
  caller: Caller;
  /** An `x-request-id` header, which the API echoes back. */
  requestId: string | undefined;
  params: Record<string, unknown>;
  query: Record<string, unknown> | RawUrlText;
  body: BodyCase;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function callers(route: ServedRoute): fc.Arbitrary<Caller> {
  const adminWeight = route.auth === 'admin' ? 4 : 2;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<Caller>({ as: 'reader' }) },
    { weight: adminWeight, arbitrary: fc.constant<Caller>({ as: 'admin' }) },
    { weight: 1, arbitrary: fc.constant<Caller>({ as: 'guest' }) },
    { weight: 1, arbitrary: bogusAuthorization.map((authorization): Caller => ({ as: 'forged', authorization })) },
  );
}

/** An object that breaks its schema in one place: a field of the wrong kind, a required field missing, a field nobody declared. */
function brokenObject(schema: JsonSchema | undefined, valid: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const { names, required } = objectShape(schema);
  const base = valid.map(asRecord);
  const variants: Array<fc.WeightedArbitrary<Record<string, unknown>>> = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, extraKey, hostileValue)
        .map(([value, key, extra]) => Object.fromEntries([...Object.entries(value), [key, extra]])),
    },
  ];
  if (names.length > 0) {
    variants.push({
      weight: 4,
      arbitrary: fc.tuple(base, fc.constantFrom(...names), hostileValue).map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
    });
  }
  if (required.length > 0) {
    variants.push({
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...required))
        .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
    });
  }
  return fc.oneof(...variants);
}

function brokenBody(route: ServedRoute, valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: 4, arbitrary: brokenObject(route.body, valid).map((value): BodyCase => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): BodyCase => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: malformedJson.map((text): BodyCase => ({ kind: 'text', contentType: 'application/json', text })) },
    {
      weight: 2,
      arbitrary: fc.tuple(wrongContentType, valid).map(([contentType, value]): BodyCase => ({ kind: 'labelled', contentType, value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyCase>(
        { kind: 'none' },
        { kind: 'text', contentType: 'application/json', text: '' },
        { kind: 'text', contentType: null, text: '{"a":1}' },
        { kind: 'oversized' },
      ),
    },
  );
}

const pathParamNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Requests for one route, half of them conforming to the route's own schemas (so its handler
 * runs), half of them broken in one part: the path, the query string, or the body and its encoding.
 */
export function fuzzCases(route: ServedRoute, hints: Hints): fc.Arbitrary<FuzzCase> {
  const params = route.params ? conforming(route.params, hints) : fc.constant({});
  const query = route.querystring ? conforming(route.querystring, hints) : fc.constant({});
  const bodyValue = route.body ? conforming(route.body, hints) : fc.constant({});
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
  const valid = {
    copies: takesBody
      ? fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) })
      : fc.constant(1),
    caller: callers(route),
    requestId: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileRequestId }),
    params: params.map(asRecord),
    query: query.map(asRecord),
    body: route.body ? bodyValue.map((value): BodyCase => ({ kind: 'json', value })) : fc.constant<BodyCase>({ kind: 'none' }),
  };

  const broken: Array<fc.Arbitrary<FuzzCase>> = [
    fc.record({ ...valid, query: fc.oneof(brokenObject(route.querystring, query), hostileQuery) }),
  ];
  const names = pathParamNames(route.url);
  if (names.length > 0) {
    const rawSegment = fc
      .tuple(params.map(asRecord), fc.constantFrom(...names), hostileSegment)
      .map(([value, key, raw]) => ({ ...value, [key]: raw }));
    broken.push(fc.record({ ...valid, params: fc.oneof(brokenObject(route.params, params), rawSegment) }));
  }
  if (takesBody) broken.push(fc.record({ ...valid, body: brokenBody(route, bodyValue) }));

  return fc.oneof(fc.record(valid), fc.oneof(...broken));
}
