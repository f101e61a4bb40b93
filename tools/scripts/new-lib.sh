#!/usr/bin/env bash
# usage: tools/scripts/new-lib.sh <name> <type> <scope> <env:node|jsdom> "<readme paragraph>"
# Creates libs/<name> with its tags, the @xc/<name> alias, a Jest config and a one-paragraph README.
set -euo pipefail
name=$1 type=$2 scope=$3 env=$4 readme=$5
dir=libs/$name
mkdir -p "$dir/src"
cat > "$dir/package.json" <<J
{
  "name": "@xc/$name",
  "version": "0.0.0",
  "private": true,
  "main": "./src/index.ts",
  "types": "./src/index.ts",
  "sideEffects": false
}
J
cat > "$dir/project.json" <<J
{
  "name": "$name",
  "\$schema": "../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "$dir/src",
  "projectType": "library",
  "tags": ["type:$type", "scope:$scope"],
  "targets": {
    "lint": {},
    "typecheck": {},
    "test": {}
  }
}
J
cat > "$dir/tsconfig.json" <<J
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "jest", "@testing-library/jest-dom"] },
  "include": ["src/**/*.ts", "src/**/*.tsx"]
}
J
if [ "$env" = jsdom ]; then environment="<rootDir>/../../tools/jest/jsdom-environment.cjs"; else environment=node; fi
cat > "$dir/jest.config.cjs" <<J
/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '$name',
  rootDir: __dirname,
  testEnvironment: '$environment',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-$env.cjs'],
};
J
printf '# @xc/%s\n\n%s\n' "$name" "$readme" > "$dir/README.md"
[ -f "$dir/src/index.ts" ] || echo "export {};" > "$dir/src/index.ts"
node -e '
const fs = require("fs");
const file = "tsconfig.base.json";
const config = JSON.parse(fs.readFileSync(file, "utf8"));
config.compilerOptions.paths["@xc/'"$name"'"] = ["'"$dir"'/src/index.ts"];
config.compilerOptions.paths = Object.fromEntries(Object.entries(config.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(file, JSON.stringify(config, null, 2) + "\n");
'
