import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * Compiled writers by schema. Compiling one takes a few milliseconds and the API has some 300
 * route-and-status pairs, most of them the same error envelope: each schema is compiled once, when
 * the first answer needs it, not all of them at start-up.
 */
const compiled = new WeakMap<z.ZodType, Stringify>();

function writerFor(schema: z.ZodType): Stringify {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * Writes each answer with fast-json-stringify from the route's zod response schema (as JSON
 * Schema): only the fields the contract declares, in its order, as Fastify does with JSON Schema
 * responses. With `validate` (development and tests) the answer is first checked against the zod
 * schema and a contract break is a 500, as with fastify-type-provider-zod's serializer; production
 * skips that check, which was a tenth of the API's CPU on the home list (api/BENCHMARKS.md, "Cold
 * home screen").
 */
export function responseSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!validate) return (data) => writerFor(schema)(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return writerFor(schema)(result.data);
    };
  };
}
