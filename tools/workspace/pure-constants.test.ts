// The contract's constants are computed by pure calls in the browser build: only top-level constants
// whose value runs code, nothing else.
import { transformSync } from '@babel/core';
import { constantsArePure } from './pure-constants';

const transform = (code: string) =>
  transformSync(code, {
    filename: 'contract.ts',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
    plugins: [constantsArePure],
  })?.code ?? '';

describe('constantsArePure', () => {
  it('computes each top-level constant that runs code in a pure call, exported or not', () => {
    expect(transform('export const a = z.object({ id: z.int() });')).toBe(
      'export const a = /*#__PURE__*/(() => z.object({\n  id: z.int()\n}))();',
    );
    expect(transform('const all = [...new Set(list)];')).toBe(
      'const all = /*#__PURE__*/(() => [...new Set(list)])();',
    );
    expect(transform('export const m = z.string({ error: M.required });')).toContain('/*#__PURE__*/(() =>');
  });

  it('leaves functions, plain values, statements and inner scopes as they are', () => {
    const code = [
      'export const make = x => z.object({\n  x\n});',
      "export const PATHS = {\n  list: '/api/game/list'\n};",
      'function f() {\n  const c = g();\n  return c;\n}',
      'register(a);',
      'if (on) {\n  const d = h();\n}',
    ].join('\n');
    expect(transform(code)).toBe(code);
  });
});
