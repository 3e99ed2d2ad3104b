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
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      presetConfig: { fragmentMasking: false },
      config: { scalars, useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true } },
    },
  },
  ignoreNoDocuments: true,
  hooks: { afterOneFileWrite: ['prettier --write --log-level warn'] },
};

export default config;
