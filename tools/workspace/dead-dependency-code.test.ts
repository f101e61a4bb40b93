// The cuts of dependency code the browser build makes still find what they look for in the installed
// versions, leave code that parses, and remove what they are meant to.
import { parseSync } from '@babel/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cutDeadCode, DEAD_DEPENDENCY_CODE, lostCuts } from './dead-dependency-code';

const root = path.resolve(__dirname, '../..');
const installed = (dir: string) =>
  readdirSync(path.join(root, 'node_modules', dir)).map((name) => path.join(root, 'node_modules', dir, name));
const candidates = [
  ...installed('react-router/dist/development'),
  ...installed('styled-components/dist'),
].filter((file) => DEAD_DEPENDENCY_CODE.some(({ module }) => module.test(file)));

describe('dead dependency code', () => {
  const found = new Set<RegExp>();
  const cut = new Map<string, string>();
  beforeAll(() => {
    for (const file of candidates) {
      const out = cutDeadCode(readFileSync(file, 'utf8'), file, found);
      if (out !== null) cut.set(path.basename(file), out);
    }
  });

  it('finds every cut in the installed React Router and styled-components', () => {
    expect(lostCuts(found)).toEqual([]);
  });

  it('leaves modules that still parse, without the flag, the names and the vendor prefixer', () => {
    expect(cut.size).toBeGreaterThanOrEqual(2);
    for (const [name, code] of cut) {
      expect(parseSync(code, { babelrc: false, configFile: false, sourceType: 'module' })).not.toBeNull();
      expect(code).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = "/m);
      expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
      if (name.startsWith('styled-components')) expect(code).not.toContain('.prefixer)');
    }
    const router = [...cut.values()].find((code) => code.includes('ENABLE_DEV_WARNINGS = false'));
    expect(router).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });

  it('touches no other module, and reports a cut that matched nothing', () => {
    expect(
      cutDeadCode('Form.displayName = "Form";', '/x/node_modules/other/index.mjs', new Set()),
    ).toBeNull();
    expect(lostCuts(new Set())).toHaveLength(DEAD_DEPENDENCY_CODE.length);
  });
});
