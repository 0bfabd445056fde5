import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/**
 * The layers of src/ (docs/architecture.md, decision 0010), lowest last. A layer imports only the layers
 * listed for it. A folder missing here is an error (`no-unknown-files`).
 */
const base = ['lib', 'styles', 'config', 'hooks', 'motion', 'state'];
const layers = {
  app: ['screens', 'features', 'ui', 'content', ...base],
  screens: ['features', 'ui', 'content', ...base],
  features: ['ui', 'content', ...base],
  // Presentational: text, images and links arrive as props.
  ui: ['motion', 'hooks', 'styles', 'lib'],
  // Only content points at the generated media.
  content: ['config', 'lib', 'assets'],
  state: ['lib'],
  motion: ['hooks', 'lib'],
  hooks: ['lib'],
  styles: ['lib'],
  config: ['lib'],
  lib: [],
  assets: [],
  'test-setup': ['lib'],
};

/** Layers whose every folder is its own element: one screen (one feature) never imports another. */
const perFolder = { screens: 'screen', features: 'feature' };

const elements = [
  ...Object.keys(layers)
    .filter((type) => !(type in perFolder) && type !== 'test-setup')
    .map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
  ...Object.entries(perFolder).map(([type, name]) => ({
    type,
    pattern: `src/${type}/*`,
    capture: [name],
    partialMatch: false,
  })),
  { type: 'test-setup', pattern: 'src/test', partialMatch: false },
];

const layerPolicies = Object.entries(layers).map(([type, allowed]) => ({
  from: { element: { type } },
  allow: { to: { element: { types: { anyOf: allowed } } } },
}));

/** Libraries with one owner in src/: the scroll engine owns Lenis, the contact feature EmailJS. */
const owned = [
  {
    name: 'lenis',
    owner: 'src/motion',
    message: 'Only the scroll engine (src/motion/engine.ts) uses Lenis.',
  },
  {
    name: '@emailjs/browser',
    owner: 'src/features/contact',
    message: 'Only the contact feature talks to EmailJS.',
  },
];

/**
 * Across folders an import names the layer (`@/motion/...`); `./` stays for a module's neighbours.
 * @param {string} [owner] the folder whose own library is allowed
 * @returns {import('eslint').Linter.RuleEntry}
 */
function restrictedImports(owner) {
  return [
    'error',
    {
      paths: owned
        .filter((lib) => lib.owner !== owner)
        .map(({ name, message }) => ({ name, message })),
      patterns: [
        { group: ['../*'], message: "Import across folders with '@/', e.g. '@/motion/gsap'." },
      ],
    },
  ];
}

/**
 * Scripts and tools never import tests/. Nor do scripts/ and tools/ import each other by path: what both
 * need is a workspace package under tools/ (`@agency-site/chromium`, `@agency-site/media/import`…),
 * imported by its name, so that neither folder depends on the other's layout.
 * @param {'scripts' | 'tools'} [other] the folder the files may not reach into
 * @returns {import('eslint').Linter.RuleEntry}
 */
function standAlone(other) {
  const patterns = [
    { group: ['**/tests/**', '../tests/*'], message: 'Scripts never import tests/.' },
  ];
  if (other) {
    patterns.push({
      group: [`**/${other}/**`, `../${other}/*`],
      message: `Import what ${other}/ shares through its package (@agency-site/…), not by path: scripts/ and tools/ never import each other.`,
    });
  }
  return ['error', { patterns }];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '*-sourcemaps',
      '.outbox-e2e',
      '.motion-e2e',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // The layers, enforced.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
      'import/resolver': { typescript: { project: './tsconfig.app.json' } },
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*'],
      // The entries (boot, main, entry-server) are the roots: they may import any layer.
      'boundaries/ignore': ['src/*.{ts,tsx}'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Inside one element (one layer, one screen, one feature) files import each other freely.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            // Libraries from npm (`owned` above limits two of them to their owner).
            { allow: { to: { module: { origin: 'external' } } } },
            ...layerPolicies,
            // Content is data shaped for the components that show it: it may name their prop types.
            {
              from: { element: { type: 'content' } },
              allow: { to: { element: { type: 'ui' } }, dependency: { kind: 'type' } },
            },
          ],
        },
      ],
      'boundaries/no-unknown-files': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': restrictedImports(),
    },
  },
  ...owned.map(({ owner }) => ({
    files: [`${owner}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictedImports(owner) },
  })),
  {
    // The content's schema runs at build and in tests only: the site imports its types, never zod.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/content/schema.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Validate content at build (scripts/content/check-content.ts).',
            },
          ],
          patterns: [
            {
              group: ['**/content/schema', './schema'],
              allowTypeImports: true,
              message:
                "Import the content's types only (`import type`): zod stays out of the site.",
            },
          ],
        },
      ],
    },
  },
  {
    // GSAP's matchMedia never removes the listeners it adds, so every visit of a section grows the
    // page's listeners for good: src/motion/match-media.ts wraps it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/motion/match-media.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['gsap', 'ScrollTrigger'].map((object) => ({
          object,
          property: 'matchMedia',
          message: "Use matchMedia from '@/motion/match-media': GSAP's leaks a listener per query.",
        })),
      ],
    },
  },
  {
    // The studio is read and extended by designers' tooling engineers: no function of it over 80 lines.
    files: ['src/features/motion-studio/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The Vite config loads this file before the `@/` alias exists.
    files: ['src/config/env-schema.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    // Scripts drive browsers: code passed to page.evaluate runs there.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Scripts (build, serve, content, docs, git) and tools (media, chromium) stand on their own: the
  // tests use them, never the reverse; and scripts/ and tools/ meet only in a workspace package
  // (standAlone above).
  { files: ['vite.config.ts'], rules: { 'no-restricted-imports': standAlone() } },
  { files: ['scripts/**/*.{js,mjs,ts}'], rules: { 'no-restricted-imports': standAlone('tools') } },
  { files: ['tools/**/*.{js,mjs,ts}'], rules: { 'no-restricted-imports': standAlone('scripts') } },
  prettier,
);
