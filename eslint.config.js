import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (web/README.md, bulletproof-react): imports flow one way, shared ->
 * features -> app. `shared` uses only shared code; a feature uses shared code and its own files,
 * never another feature; `app` composes everything. `config` (routes), `locales` and
 * `__generated__` (codegen) sit below them all.
 */
const webLayers = [
  { type: 'app', pattern: 'web/src/app' },
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'web/src/shared' },
  { type: 'config', pattern: 'web/src/config' },
  { type: 'locales', pattern: 'web/src/locales' },
  { type: 'generated', pattern: 'web/src/__generated__' },
];
const foundations = ['shared', 'config', 'locales', 'generated'];
const webImportBoundaries = {
  default: 'disallow',
  policies: [
    // Packages and Node built-ins are not a layer's business here.
    { allow: { to: { module: { origin: ['external', 'core'] } } } },
    {
      from: { element: { types: { anyOf: ['config', 'locales', 'generated'] } } },
      allow: { to: { element: { types: { anyOf: ['config', 'locales', 'generated'] } } } },
    },
    { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: foundations } } } } },
    {
      from: { element: { type: 'feature' } },
      allow: [
        { to: { element: { types: { anyOf: foundations } } } },
        { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      ],
    },
    { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', ...foundations] } } } } },
    // Component tests render a feature with the app's real Apollo cache (its type policies).
    { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'app' }, file: { path: '**/app/apollo-cache.ts' } } } },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-*/**',
      'web/scripts/bench-baseline/dist/**',
      '**/__generated__/**',
      '**/.data/**',
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
      'e2e/artifacts/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/cli.ts', '**/*-cli.ts', 'scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': webLayers,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/include': ['web/src/**/*'],
      // The entry point only mounts the app.
      'boundaries/ignore': ['web/src/main.tsx'],
      'import/resolver': { [fileURLToPath(new URL('./web/eslint-alias-resolver.cjs', import.meta.url))]: {}, node: {} },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': ['error', webImportBoundaries],
      // Every file of the app belongs to a layer, and every import of one resolves.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      // Words on screen come from the locale files (typed keys, both languages), never from JSX.
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[\\u3400-\\u9fff]/]', message: 'Put the text in src/locales/<language>/<namespace>.json and use t().' },
        {
          selector: 'JSXAttribute > Literal[value=/[\\u3400-\\u9fff]/]',
          message: 'Put the text in src/locales/<language>/<namespace>.json and use t().',
        },
      ],
      // A plain read misses what the screens' watches have worked out and walks whole lists again.
      'no-restricted-properties': [
        'error',
        { object: 'client', property: 'readQuery', message: 'Use readAsShown (src/shared/api/read-as-shown.ts).' },
      ],
    },
  },
  {
    // Tests assert the texts people see, and compare Apollo's reads.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['web/eslint-alias-resolver.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
