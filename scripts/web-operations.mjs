// The web app's GraphQL operations as the app holds them: the documents graphql-codegen writes to
// web/src/__generated__/graphql.ts (each operation with the fragments it spreads), read in plain
// Node by stripping that file's types, and the web app's own @apollo/client to send them with.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const WEB = new URL('../web/', import.meta.url);

/** Every operation document of the web app, by operation name. */
export async function webOperations() {
  const source = readFileSync(new URL('src/__generated__/graphql.ts', WEB), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const generated = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  const operations = new Map();
  for (const document of Object.values(generated)) {
    const root = document?.kind === 'Document' ? document.definitions[0] : undefined;
    if (root?.kind === 'OperationDefinition') operations.set(root.name.value, document);
  }
  return operations;
}

/** A package of the web app's, `@apollo/client` unless named, as the web app resolves it. */
export async function importWebApollo(specifier = '@apollo/client') {
  const require = createRequire(new URL('package.json', WEB));
  return import(pathToFileURL(require.resolve(specifier)).href);
}
