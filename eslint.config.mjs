import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const local = require('./tools/lint-rules/project-tags.cjs');
const { projectsTagged } = require('./tools/lint-rules/projects.cjs');

// A lib is entered through its package `exports` only (index.ts, ./testing, ./pages…): a path into
// another lib's src/ would couple to files it may move.
const DEEP_IMPORTS = {
  group: ['@xc/*/src', '@xc/*/src/**', '@xc/*/lib/**'],
  message: "Import a lib through its public entry (its package.json `exports`), not a file inside it.",
};
// The API never runs React or browser state (DESIGN.md: scope:api uses shared util only).
const BROWSER_RUNTIME = {
  group: [
    'react',
    'react/**',
    'react-dom',
    'react-dom/**',
    'styled-components',
    'jotai',
    'jotai/**',
    '@radix-ui/**',
    'react-router',
    'react-router/**',
    '@react-router/**',
  ],
  message: 'A scope:api project runs on Node without React: browser code belongs in a web lib.',
};
const apiFiles = projectsTagged('scope:api').map((dir) => `${dir}/**/*.{ts,tsx,js,jsx,mjs,cjs}`);

// Who may depend on whom (DESIGN.md "Tags and boundaries"). There is deliberately no '*' row:
// a project without tags matches no constraint and may import nothing.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  // The API takes shared code only when it is util (contracts, pure helpers): never UI or client code.
  { sourceTag: 'scope:api', notDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access'] },
  // Build-time code (Node: fs, zlib, image rendering) is for a brand's build config only, never for
  // code that can end up in a browser bundle.
  { sourceTag: 'type:feature', notDependOnLibsWithTags: ['runtime:node'] },
  { sourceTag: 'type:ui', notDependOnLibsWithTags: ['runtime:node'] },
  { sourceTag: 'type:data-access', notDependOnLibsWithTags: ['runtime:node'] },
  { sourceTag: 'type:util', notDependOnLibsWithTags: ['runtime:node'] },
  { sourceTag: 'scope:brand', onlyDependOnLibsWithTags: ['scope:brand', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default [
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/.react-router',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'apps/api/drizzle',
      'bench',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { local },
    rules: {
      'local/project-tags': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_IMPORTS] }] },
  },
  {
    // jotai's reading hooks render each reader twice as it mounts (data-access-api's atom-value.ts).
    files: ['libs/feature-*/src/**/*.ts', 'libs/feature-*/src/**/*.tsx', 'libs/data-access-api/src/**/*.ts'],
    ignores: ['libs/data-access-api/src/atom-value.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [DEEP_IMPORTS],
          paths: [
            {
              name: 'jotai',
              importNames: ['useAtomValue', 'useAtom'],
              message: 'Read atoms with useAtomSnapshot from @xc/data-access-api (one render as the reader mounts).',
            },
          ],
        },
      ],
    },
  },
  {
    // A brand app's app/ folder is its browser code (root, routes); build tooling goes in its config only.
    files: ['apps/*/app/**/*.ts', 'apps/*/app/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEEP_IMPORTS,
            { group: ['@xc/site-build'], message: 'Build-time (Node) code: import it from react-router.config.ts only.' },
          ],
        },
      ],
    },
  },
  {
    files: apiFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_IMPORTS, BROWSER_RUNTIME] }] },
  },
  {
    // Every colour comes from the theme (ui-kit README "Theme tokens"): a literal in a style would
    // stay the same on all six brands.
    files: ['libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx'],
    ignores: ['libs/ui-kit/src/theme/**', '**/*.spec.ts', '**/*.spec.tsx', '**/testing.ts', '**/testing.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          message: 'Take colours from the theme (theme.colors.*), not literals: each brand has its own palette.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'tools/**/*.mjs', '**/*.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
];
