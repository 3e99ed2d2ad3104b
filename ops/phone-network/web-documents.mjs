// The web app's own GraphQL documents, read from the codegen output (web/src/__generated__/gql.ts
// lists every document's source), and the web app's own Apollo Client package: the requests sent
// to the BFF are the ones the app sends, __typename fields and client-awareness extension included.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parse, visit } from 'graphql';

const WEB = new URL('../../web/', import.meta.url);

/** The sources in gql.ts's `Documents` map: one single-quoted string per document. */
function documentSources() {
  const source = readFileSync(new URL('src/__generated__/gql.ts', WEB), 'utf8');
  const start = source.indexOf('type Documents = {');
  const block = source.slice(start, source.indexOf('\n};', start));
  return [...block.matchAll(/^ {2}'((?:[^'\\]|\\.)*)': typeof types\.\w+;$/gm)].map(([, literal]) =>
    JSON.parse(`"${literal.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`),
  );
}

/** `operation(name)`: the named operation with the fragments it spreads, as codegen emits it. */
export function loadWebDocuments() {
  const definitions = documentSources().flatMap((source) => parse(source).definitions);
  const fragments = new Map(definitions.filter((d) => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  const operations = new Map(definitions.filter((d) => d.kind === 'OperationDefinition').map((d) => [d.name.value, d]));

  // One object per document, as in the app: Apollo Client transforms each document once.
  const built = new Map();
  return function operation(name) {
    if (!built.has(name)) built.set(name, build(name));
    return built.get(name);
  };

  function build(name) {
    const root = operations.get(name);
    if (!root) throw new Error(`the web app has no operation ${name}`);
    const used = new Map();
    const collect = (node) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`fragment ${spread.name.value} is missing`);
          if (!used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(root);
    return { kind: 'Document', definitions: [root, ...used.values()] };
  }
}

/** `@apollo/client` as the web app resolves it. */
export async function importWebApollo() {
  const require = createRequire(new URL('package.json', WEB));
  return import(pathToFileURL(require.resolve('@apollo/client')).href);
}
