// PGlite as loaded by Node outside Jest's sandbox (see jest-environment.cjs for why).
module.exports = globalThis.__loadNativePglite();
