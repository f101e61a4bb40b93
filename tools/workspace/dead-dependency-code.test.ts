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

  it("compiles each of React Router's route patterns once, to what it compiled before", () => {
    const router = [...cut.values()].find((code) => code.includes('function compilePathOnce(')) ?? '';
    const original =
      candidates
        .map((file) => readFileSync(file, 'utf8'))
        .find(
          (code) => code.includes('function compilePath(') && code.includes('ENABLE_DEV_WARNINGS = true'),
        ) ?? '';
    expect(router).not.toBe('');
    expect(original).not.toBe('');
    // The functions alone, from their first line to the next function of the module.
    const slice = (code: string, from: string) =>
      code.slice(code.indexOf(from), code.indexOf('function decodePath('));
    type Compile = (path: string, caseSensitive?: boolean, end?: boolean) => [RegExp, unknown[]];
    const load = (code: string) =>
      new Function('warning', `${code}\nreturn compilePath;`)(() => undefined) as Compile;
    const compile = load(slice(router, 'var compiledPaths = '));
    const before = load(slice(original, 'function compilePath('));
    const patterns = ['', '/', 'gioi-thieu', 'tin-tuc/:slug', 'a/:b?/c', 'files/*', '*', 'x.y(z)'];
    for (const path of patterns)
      for (const caseSensitive of [false, true])
        for (const end of [false, true]) {
          const [matcher, params] = compile(path, caseSensitive, end);
          const [expected, expectedParams] = before(path, caseSensitive, end);
          expect([matcher.source, matcher.flags, params]).toEqual([
            expected.source,
            expected.flags,
            expectedParams,
          ]);
          expect(compile(path, caseSensitive, end)).toBe(compile(path, caseSensitive, end));
        }
    expect(compile('gioi-thieu')).toBe(compile('gioi-thieu', false, true));
    expect(compile('gioi-thieu', false, false)).not.toBe(compile('gioi-thieu', false, true));
    const [matcher] = compile('tin-tuc/:slug');
    expect(['/tin-tuc/a', '/tin-tuc/b', '/tin-tuc/a'].map((p) => p.match(matcher)?.[1])).toEqual([
      'a',
      'b',
      'a',
    ]);
  });

  it('touches no other module, and reports a cut that matched nothing', () => {
    expect(
      cutDeadCode('Form.displayName = "Form";', '/x/node_modules/other/index.mjs', new Set()),
    ).toBeNull();
    expect(lostCuts(new Set())).toHaveLength(DEAD_DEPENDENCY_CODE.length);
  });
});
