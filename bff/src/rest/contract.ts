import type { paths } from '../__generated__/rest-api.js';

/**
 * The REST contract as types, derived from the API's OpenAPI document (generated into
 * `__generated__/rest-api.ts` by `pnpm codegen`): which paths take which method, path
 * parameters, query and body, and what a success answers. Nothing here is written by hand but
 * the way to read the generated types.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that take `M`. */
export type PathWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never }[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<Responses> = Responses extends { 200: infer R } ? JsonOf<R> : Responses extends { 201: infer R } ? JsonOf<R> : never;

/** The whole success answer (the `{ success, data, message }` envelope) of `M path`. */
export type Answer<P extends keyof paths, M extends Method> = SuccessOf<Operation<P, M>['responses']>;

/** The `data` of a success answer. */
export type DataOf<P extends PathWith<M>, M extends Method> = Answer<P, M> extends { data: infer D } ? D : never;

type PartsOf<Op> = (Op extends { parameters: { path: infer Path } } ? { path: Path } : { path?: undefined }) &
  (Op extends { parameters: { query?: infer Query } } ? { query?: Query } : { query?: undefined }) &
  (Op extends { requestBody: { content: { 'application/json': infer Body } } } ? { body: Body } : { body?: undefined });

/** What a call of `M path` sends: its path parameters, query and body, as the API's schema has them. */
export type RequestParts<P extends PathWith<M>, M extends Method> = PartsOf<Operation<P, M>>;
