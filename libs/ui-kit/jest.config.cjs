const preset = require('../../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'ui-kit',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-jsdom.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest ignores package.json "browser" fields; styled-components' default build is the server one,
    // whose createGlobalStyle never injects styles into a DOM.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
