import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) that route inputs use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
}

/**
 * Values worth trying for a property, by its name (the caller's own id for `userId`, seeded
 * book ids for `bookId`, ...). A schema says an id is a positive integer; only these make the
 * handler find something and run past its lookups and access checks.
 */
export type Hints = (propertyName: string) => fc.Arbitrary<unknown> | undefined;

const noHints: Hints = () => undefined;

// Free text as readers type it: ASCII, Chinese, emoji. Control characters are refused by a plugin,
// not by the schemas, so a conforming value leaves them out.
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii' }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('龙', '书', '的', '章', '😀', 'é', ' ') }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
);

const withLength = (arbitrary: fc.Arbitrary<string>, min = 0, max = Number.POSITIVE_INFINITY) =>
  arbitrary.filter((value) => value.length >= min && value.length <= max);

/** The range of a numeric schema: 2020-12 writes an exclusive bound as the bound itself, OpenAPI 3.0 as `true` beside it. */
function range(schema: JsonSchema) {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  return {
    min: typeof exclusiveMinimum === 'number' ? exclusiveMinimum : minimum,
    max: typeof exclusiveMaximum === 'number' ? exclusiveMaximum : maximum,
    minExcluded: exclusiveMinimum !== undefined && exclusiveMinimum !== false,
    maxExcluded: exclusiveMaximum !== undefined && exclusiveMaximum !== false,
  };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return withLength(fc.stringMatching(new RegExp(schema.pattern)), schema.minLength, schema.maxLength);
  if (schema.format === 'email') return withLength(fc.emailAddress(), schema.minLength, schema.maxLength);
  return withLength(text, schema.minLength, schema.maxLength);
}

function typed(schema: JsonSchema, type: string, hints: Hints): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer': {
      const { min = -(2 ** 31), max = 2 ** 31 - 1, minExcluded, maxExcluded } = range(schema);
      return fc.integer({
        min: Math.max(minExcluded ? Math.floor(min) + 1 : Math.ceil(min), Number.MIN_SAFE_INTEGER),
        max: Math.min(maxExcluded ? Math.ceil(max) - 1 : Math.floor(max), Number.MAX_SAFE_INTEGER),
      });
    }
    case 'number': {
      const { min = -1e9, max = 1e9, minExcluded, maxExcluded } = range(schema);
      return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? conforming(schema.items, hints) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 5,
      });
    case 'object':
      return objectArbitrary(schema, hints);
    default:
      throw new Error(`JSON Schema type ${type} is not supported by the fuzzer`);
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const arbitraries = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, conforming(property, hints, name)]));
  return fc.record(arbitraries, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/**
 * Values that conform to `schema`: what its route accepts, so the handler really runs. Where
 * `hints` knows good values for a property they are tried most of the time, and values drawn
 * from the schema alone the rest.
 */
export function conforming(schema: JsonSchema, hints: Hints = noHints, propertyName?: string): fc.Arbitrary<unknown> {
  const hinted = propertyName === undefined ? undefined : hints(propertyName);
  const fromSchema = fromSchemaAlone(schema, hints);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: fromSchema }) : fromSchema;
}

function fromSchemaAlone(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => fromSchemaAlone(alternative, hints)));
  if (schema.allOf?.length === 1) return fromSchemaAlone(schema.allOf[0]!, hints);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const base = types.length === 0 ? fc.jsonValue() : fc.oneof(...types.map((type) => typed(schema, type, hints)));
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

/** The property names of an object schema, and which of them are required. */
export function objectShape(schema: JsonSchema | undefined): { names: string[]; required: string[] } {
  return { names: Object.keys(schema?.properties ?? {}), required: schema?.required ?? [] };
}
