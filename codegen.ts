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
          Book: '../rest/types.js#BookDto',
          Chapter: '../rest/types.js#ChapterParent',
          Favorite: '../rest/types.js#FavoriteDto',
          User: '../rest/types.js#UserDto',
          Transaction: '../rest/types.js#TransactionDto',
          ReadHistoryEntry: '../rest/types.js#ReadHistoryDto',
          BookReadingProgress: '../rest/types.js#BookProgressDto',
        },
      },
    },
    'web/src/__generated__/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      presetConfig: { fragmentMasking: false },
      config: { scalars, useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true } },
    },
  },
  ignoreNoDocuments: true,
  hooks: { afterOneFileWrite: ['prettier --write --log-level warn'] },
};

export default config;
