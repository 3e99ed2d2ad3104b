import type { Plugin } from 'vite';

/**
 * Build-time companion of codegen's client preset. The generated `graphql()` looks documents up in
 * one map that holds every document of the app, so whichever chunk imports it (the entry does, for
 * the session check) would carry all of them. This plugin replaces each `graphql(`...`)` call with
 * the document object codegen generated for exactly that source text, so a document ships in the
 * chunk of the screen that uses it. Calls it cannot resolve are left alone (they still work).
 */
export function inlineGraphQLDocuments(lookup: (source: string) => unknown): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  return {
    name: 'inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/__generated__/') || !code.includes('graphql(')) return null;
      let changed = false;
      const output = code.replace(call, (whole: string, source: string) => {
        if (source.includes('${')) return whole;
        const document = lookup(source) as { kind?: unknown } | undefined;
        if (document?.kind !== 'Document') {
          this.warn(`no generated document for a graphql() call in ${id}; run \`pnpm codegen\``);
          return whole;
        }
        changed = true;
        return `(${JSON.stringify(document)})`;
      });
      return changed ? { code: output, map: null } : null;
    },
  };
}
