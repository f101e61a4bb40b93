const preset = require('../../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  // Node, plus a native loader for PGlite (see src/testing/jest-environment.cjs).
  testEnvironment: '<rootDir>/src/testing/jest-environment.cjs',
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-node.cjs',
    '<rootDir>/src/testing/retry-in-ci.cjs',
    '<rootDir>/src/testing/one-query-per-connection.cjs',
  ],
  // light-my-request (fastify.inject) requires these ESM-only packages, which Node 20 loads natively
  // but Jest 30 can only load once transformed.
  transformIgnorePatterns: ['/node_modules/(?!(ky|jotai|cookie|set-cookie-parser)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@electric-sql/pglite$': '<rootDir>/src/testing/pglite-native.cjs',
  },
  // Each test file boots its own database (PGlite initdb or CREATE DATABASE), which takes a few seconds.
  testTimeout: 30_000,
};
