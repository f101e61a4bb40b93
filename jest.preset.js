// Shared Jest settings: SWC transforms TS/TSX (no ts-jest), ESM-only packages (jotai) are transformed too.
const { workspaceAliases } = require('./tools/workspace/aliases.cjs');

const esmOnly = ['jotai'].join('|');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** @type {import('jest').Config} */
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: {
    ...Object.fromEntries(Object.entries(workspaceAliases()).map(([alias, file]) => [`^${escape(alias)}$`, file])),
    // Vite gives asset imports a URL; tests get the file's name.
    '\\.svg(\\?[\\w-]+)?$': require.resolve('./tools/jest/asset-stub.cjs'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/**/*.(spec|test).ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/dist/'],
  // The second reporter writes each file's start and end for tools/scripts/jest-watchdog.mjs.
  reporters: ['default', require.resolve('./tools/jest/progress-reporter.cjs')],
};
