/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'workspace-tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120_000,
};
