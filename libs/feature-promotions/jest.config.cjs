/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'feature-promotions',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-jsdom.cjs'],
};
