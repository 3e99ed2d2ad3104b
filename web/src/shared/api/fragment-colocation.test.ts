import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Fragment colocation, checked: with fragment masking on (codegen.ts), a fragment's fields reach
 * only the code that unmasks it. So every fragment must be unmasked in the file that declares it
 * (`getFragmentData(X, ...)`, or Apollo's `useFragment({ fragment: X })`), and spread by some
 * operation; a fragment nobody reads is dead weight in every request.
 */
const srcDir = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(srcDir).map((path) => ({ path: relative(srcDir, path), text: readFileSync(path, 'utf8') }));
const declaration = /(?:export )?const (\w+) = graphql\(`\s*fragment (\w+) on /g;
const fragments = files.flatMap(({ path, text }) =>
  [...text.matchAll(declaration)].map(([, constant, name]) => ({ path, text, constant: constant!, name: name! })),
);

describe('colocated fragments', () => {
  it('are found', () => {
    expect(fragments.map((fragment) => fragment.name)).toContain('NovelCard_book');
  });

  for (const { path, text, constant, name } of fragments) {
    it(`${name} (${path}) is unmasked where it is declared`, () => {
      const unmasked = text.includes(`getFragmentData(${constant},`) || new RegExp(`fragment: ${constant}\\b`).test(text);
      expect(unmasked, `${path} declares ${name} but never reads it with getFragmentData(${constant}, ...)`).toBe(true);
    });

    it(`${name} is spread by an operation`, () => {
      expect(files.some((file) => file.text.includes(`...${name}\n`))).toBe(true);
    });
  }
});
