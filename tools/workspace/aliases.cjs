// `@xc/*` import aliases, read from tsconfig.base.json so TypeScript, Vite and Jest agree on one table.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @returns {Record<string, string>} alias → absolute file */
function workspaceAliases() {
  const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(root, target)]),
  );
}

module.exports = { workspaceAliases, workspaceRoot: root };
