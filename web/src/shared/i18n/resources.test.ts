import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages';
import {
  buildResources,
  bundledNamespaces,
  bundledResources,
  lazyNamespaceBackend,
  lazyNamespaces,
  preloadedNamespaces,
} from './resources';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix === '' ? key : `${prefix}.${key}`));
}

function namespaceFiles(language: string): string[] {
  return readdirSync(join(localesDir, language))
    .filter((name) => name.endsWith('.json'))
    .sort();
}

describe('locale files', () => {
  it('have the same namespace files in every language', () => {
    const [first, ...others] = supportedLanguages.map(namespaceFiles);
    for (const files of others) expect(files).toEqual(first);
  });

  const files = new Set(supportedLanguages.flatMap(namespaceFiles));
  for (const file of files) {
    it(`${file}: every key exists in every language, with a non-empty string`, () => {
      const keysByLanguage = supportedLanguages.map((language) => {
        const json: unknown = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
        for (const key of leafKeys(json)) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${file}: ${key}`).toBe(true);
        }
        return { language, keys: new Set(leafKeys(json)) };
      });
      for (const { language, keys } of keysByLanguage) {
        for (const other of keysByLanguage) {
          const missing = [...other.keys].filter((key) => !keys.has(key));
          expect(missing, `keys in ${other.language}/${file} missing from ${language}/${file}`).toEqual([]);
        }
      }
    });
  }

  // The spec names each of these messages once; the screens that show it each carry a copy in their
  // own namespace, and the copies say the same in every language.
  it.each([
    ['the empty chapter (spec section 5)', ['browse.json', 'novel.chapterNotUpdated'], ['reader.json', 'emptyContent'], ['errors.json', 'CHAPTER_EMPTY']],
  ])('say %s in the same words on every screen', (_message, ...places) => {
    for (const language of supportedLanguages) {
      const texts = places.map(([file, key]) => {
        const json: unknown = JSON.parse(readFileSync(join(localesDir, language, file!), 'utf8'));
        return key!.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
      });
      expect(texts.every((text) => typeof text === 'string')).toBe(true);
      expect(new Set(texts).size, `${language}: ${JSON.stringify(texts)}`).toBe(1);
    }
  });

  it('are either bundled (common, auth) or loaded on demand', () => {
    const all = [...files].map((file) => file.replace(/\.json$/, '')).sort();
    expect(bundledNamespaces).toEqual(['auth', 'common']);
    expect([...bundledNamespaces, ...lazyNamespaces].sort()).toEqual(all);
    for (const language of supportedLanguages) expect(Object.keys(bundledResources[language] ?? {}).sort()).toEqual(bundledNamespaces);
  });
});

describe('preloadedNamespaces', () => {
  it('are lazy namespaces (their chunks stay out of the entry)', () => {
    expect(preloadedNamespaces).toEqual(['errors']);
    for (const namespace of preloadedNamespaces) expect(lazyNamespaces).toContain(namespace);
  });
});

describe('lazyNamespaceBackend', () => {
  it('answers an unknown namespace with an empty set of keys', async () => {
    const result = await new Promise((resolve) =>
      lazyNamespaceBackend.read('en-US', 'no-such-namespace', (error, data) => resolve({ error, data })),
    );
    expect(result).toEqual({ error: null, data: {} });
  });
});

describe('buildResources', () => {
  it('groups files by language and namespace and ignores unknown languages', () => {
    const built = buildResources({
      '../../locales/zh-CN/common.json': { hello: '你好' },
      '../../locales/en-US/common.json': { hello: 'Hello' },
      '../../locales/en-US/tasks.json': { title: 'Tasks' },
      '../../locales/fr-FR/common.json': { hello: 'Bonjour' },
    });
    expect(built.namespaces).toEqual(['common', 'tasks']);
    expect(built.resources['en-US']).toEqual({ common: { hello: 'Hello' }, tasks: { title: 'Tasks' } });
    expect(built.resources['fr-FR']).toBeUndefined();
  });
});
