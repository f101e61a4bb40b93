#!/usr/bin/env bash
# usage: new-lib.sh <name> <type> <scope> <env:node|jsdom> "<readme paragraph>"
set -euo pipefail
name=$1 type=$2 scope=$3 env=$4 readme=$5
dir=libs/$name
mkdir -p $dir/src
cat > $dir/package.json <<J
{
  "name": "@xc/$name",
  "version": "0.0.0",
  "private": true,
  "main": "./src/index.ts",
  "types": "./src/index.ts"
}
J
cat > $dir/project.json <<J
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
cat > $dir/tsconfig.json <<J
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "jest", "@testing-library/jest-dom"] },
  "include": ["src/**/*.ts", "src/**/*.tsx"]
}
J
cat > $dir/jest.config.cjs <<J
/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '$name',
  rootDir: __dirname,
  testEnvironment: '$env',
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-$env.cjs'],
};
J
sed -i '/setupFilesAfterEach/d' $dir/jest.config.cjs
printf '# @xc/%s\n\n%s\n' "$name" "$readme" > $dir/README.md
[ -f $dir/src/index.ts ] || echo "export {};" > $dir/src/index.ts
