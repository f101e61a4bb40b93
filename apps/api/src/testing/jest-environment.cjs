// Jest runs test code in a vm context without dynamic import() (that needs
// --experimental-vm-modules), and PGlite imports Node built-ins dynamically. This environment
// file is loaded by Node itself, so it hands the sandbox a native require for PGlite alone
// (see pglite-native.cjs, which moduleNameMapper substitutes for '@electric-sql/pglite').
const { TestEnvironment } = require('jest-environment-node');

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__loadNativePglite = () => require('@electric-sql/pglite');
  }
}

module.exports = ApiTestEnvironment;
