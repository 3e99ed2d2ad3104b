// The GraphQL operations the web app sends, read from its generated document map
// (web/src/__generated__/gql.ts, written by `pnpm codegen`), so the load test asks exactly what the
// screens ask and follows every change to them. Each operation comes with the fragments it uses and
// with __typename on every selection set but the root and without client-only directives
// (@connection), as Apollo Client sends it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, visit } from 'graphql';
import { REPO } from '../cluster/config.mjs';

/** The document sources: the keys of gql.ts's `documents` map, as single-quoted TypeScript strings. */
function documentSources(text) {
  const start = text.indexOf('const documents');
  if (start < 0) throw new Error('web/src/__generated__/gql.ts has no `documents` map: has codegen changed its output?');
  const sources = [];
  for (const match of text.slice(start).matchAll(/^\s*'((?:[^'\\]|\\.)*)':\s*types\.\w+,?$/gm)) {
    sources.push(match[1].replace(/\\(.)/g, (_all, char) => (char === 'n' ? '\n' : char === 't' ? '\t' : char)));
  }
  if (sources.length === 0) throw new Error('no document found in web/src/__generated__/gql.ts');
  return sources;
}

/** Client-only directives and fields Apollo Client removes before sending a document. */
const CLIENT_DIRECTIVES = new Set(['connection', 'nonreactive', 'unmask']);

function asSent(document) {
  return visit(document, {
    Directive: (node) => (CLIENT_DIRECTIVES.has(node.name.value) ? null : undefined),
    Field: (node) => (node.directives?.some((directive) => directive.name.value === 'client') ? null : undefined),
    SelectionSet(node, _key, parent) {
      if (parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename');
      if (has) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** Operation name -> the full query text (operation plus every fragment it needs, transitively). */
export function loadOperations() {
  const text = readFileSync(join(REPO, 'web', 'src', '__generated__', 'gql.ts'), 'utf8');
  const operations = new Map();
  const fragments = new Map();
  for (const source of documentSources(text)) {
    for (const definition of parse(source).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operations.set(definition.name.value, definition);
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  const spreads = (node) => {
    const names = new Set();
    visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
    return names;
  };
  const result = new Map();
  for (const [name, operation] of operations) {
    const needed = new Map();
    const queue = [...spreads(operation)];
    while (queue.length > 0) {
      const fragmentName = queue.shift();
      if (needed.has(fragmentName)) continue;
      const fragment = fragments.get(fragmentName);
      if (!fragment) throw new Error(`operation ${name} uses fragment ${fragmentName}, which is not in gql.ts`);
      needed.set(fragmentName, fragment);
      queue.push(...spreads(fragment));
    }
    const document = asSent({ kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] });
    result.set(name, { query: print(document), type: operation.operation });
  }
  return result;
}
