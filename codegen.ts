import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One contract, two generated outputs: typed resolvers for the BFF and typed documents for the
 * web client. `pnpm codegen` regenerates both; `pnpm codegen:check` (part of `pnpm test`) fails
 * when they are stale or when a web document does not validate against the schema.
 */
const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GraphQLContext',
        // Resolvers receive REST shapes as parents; field resolvers map them to the graph.
        mappers: {
          Book: '../rest/dto.js#BookDto',
          Chapter: '../rest/dto.js#ChapterParent',
          Favorite: '../rest/dto.js#FavoriteDto',
          User: '../rest/dto.js#UserDto',
          Transaction: '../rest/dto.js#TransactionDto',
          ReadHistoryEntry: '../rest/dto.js#ReadHistoryDto',
          BookReadingProgress: '../rest/dto.js#BookProgressDto',
          ContinueReadingEntry: '../rest/dto.js#BookInProgressDto',
        },
      },
    },
    // The schema's enums as constants the web app can iterate (ErrorCode: a translation per code).
    'web/src/__generated__/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true, namingConvention: { enumValues: 'keep' } },
    },
    'web/src/__generated__/': {
      preset: 'client',
      // Tests are not the app's documents (a test may read the cache with a fragment of its own).
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**', '!web/src/**/*.test.{ts,tsx}'],
      // Fragment masking (types only, like spotify-showcase): a query's type holds a fragment's
      // fields only as an opaque `FragmentType<typeof X_fragment>`, so a parent cannot read what a
      // child's fragment asked for; the component that declares the fragment unmasks it with
      // `getFragmentData(X_fragment, prop)`. The generated helpers are identity functions, so
      // nothing is added at run time. Named getFragmentData rather than the default useFragment:
      // it is not a hook (it may run in a loop or a callback), and Apollo's own `useFragment`
      // hook (a cache read, used by the auth provider) keeps its name.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { scalars, useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true } },
    },
  },
  ignoreNoDocuments: true,
  hooks: { afterOneFileWrite: ['prettier --write --log-level warn'] },
};

export default config;
