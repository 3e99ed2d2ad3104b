import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

/**
 * Tells Apollo Client's types that codegen masks fragments (codegen.ts, `fragmentMasking`): the
 * data a query hook returns stays masked (a parent sees a child's fragment only as an opaque
 * `FragmentType`), while what is written to the cache (`writeQuery`, `optimisticResponse`) and
 * read back from it (`readQuery`) is the whole, unmasked shape, as it really is at run time.
 * Types only: the client runs without `dataMasking`, so nothing changes in the bundle.
 */
declare module '@apollo/client' {
  // An augmentation: the interface only adds the codegen masking types to Apollo's own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
