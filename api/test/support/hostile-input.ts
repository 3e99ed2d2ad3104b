import fc from 'fast-check';

/** Already-encoded URL text, sent as is: how a client sends `%FF` or `..%2F` that no encoder produces. */
export class RawUrlText {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    const shown = this.text.length > 80 ? `${this.text.slice(0, 40)}…(${this.text.length} characters)` : this.text;
    return `raw(${JSON.stringify(shown)})`;
  }
}

const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
);

/** Strings a field should never be trusted to hold. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   padded   ',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e999',
    '0x1F',
    '1_000',
    '٣',
    '１２３',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    "' OR 1=1 --",
    "'); DROP TABLE users; --",
    '%00',
    '%s%n',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '\ud800',
    'a\udfffb',
    '\ufeffbom',
    'rtl\u202eevil',
    'zero\u200bwidth',
    '👨‍👩‍👧‍👦',
    '龙 dragon 小说',
    'ｆｕｌｌｗｉｄｔｈ',
    'a:* & !b | (c)',
    '\\',
    '"',
  ),
  fc.tuple(fc.string(), controlCharacter, fc.string()).map(([before, control, after]) => before + control + after),
  fc.constantFrom('a'.repeat(300), 'a'.repeat(10_000), '龙'.repeat(3_000), '😀'.repeat(1_000)),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Numbers just outside, far outside and beside every range an id, a page or an amount has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1,
    -(2 ** 31),
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    -1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.constantFrom(true, false, null));

/** Any value of the wrong kind: hostile scalars, arrays and objects of them, arbitrary JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys nobody declared, some of them with a meaning to JavaScript objects. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'role', 'isAdmin', '', 'a\u0000b', '龙', 'userId'),
  fc.string({ maxLength: 10 }),
);

/** Path segments as raw URL text: broken and overlong percent-encodings, traversal, NUL, overlong values. */
export const hostileSegment: fc.Arbitrary<RawUrlText> = fc
  .constantFrom(
    '%00',
    'a%00b',
    '%FF',
    '%E4%B8',
    '%ED%A0%80',
    '%C0%AF',
    '%',
    '%%32',
    '%u0000',
    '%0A',
    '%20',
    '..%2F',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '..',
    '.',
    ';',
    '+',
    '-1',
    '0',
    '1e3',
    '0x10',
    '99999999999999999999',
    '%E9%BE%99',
    '%F0%9F%98%80',
    '1%3F',
    '1%23',
    '',
    '1'.repeat(101),
    'a'.repeat(5_000),
  )
  .map((text) => new RawUrlText(text));

/** Whole query strings as raw URL text: broken encodings, repeated keys, bracket syntax, an overlong one. */
export const hostileQuery: fc.Arbitrary<RawUrlText> = fc
  .constantFrom(
    'page=%FF',
    'q=%',
    'q=%00',
    'page[]=1',
    'page[a]=1',
    'page=1&page=2',
    'ids=1&ids=2',
    '&&&',
    '=',
    '==1',
    '__proto__=1',
    '__proto__[role]=admin',
    'constructor[prototype][role]=admin',
    'q=%E9%BE%99',
    'page=1;pageSize=2',
    `q=${'a'.repeat(5_000)}`,
    `q=${'%E9%BE%99'.repeat(2_000)}`,
  )
  .map((text) => new RawUrlText(text));

/** Request bodies that are not JSON, though they say they are. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'NaN',
    'undefined',
    '{"a":"\u0000"}',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '{"a":1e999999}',
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '"\\ud800"',
    `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
    '{"a":"\\x41"}',
    '\u0000',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Content types a JSON route should refuse, or read with care. */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  '*/*',
);

/** Authorization headers that carry no valid session. */
export const bogusAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer a b',
    'bearer  x',
    'Token abc',
    `Bearer ${'a'.repeat(4_000)}`,
    'Bearer %00',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((token) => `Bearer ${token}`),
);

/** `x-request-id` values (the API echoes the header back): anything a header may carry, Latin-1 included, and long. */
export const hostileRequestId: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '')),
  fc.constantFrom('x'.repeat(8_000), '\u00ff\u00fe', '../../etc', '<script>', '{"a":1}'),
);
