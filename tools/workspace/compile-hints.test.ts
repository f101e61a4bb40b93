// The compile hint goes on the three shared chunks every page runs while it hydrates, and the build
// refuses a bundle where one of them lost it.
import { COMPILE_HINT, hintProblems, withCompileHint } from './compile-hints';

test("the hint is V8's magic comment, the first line of the stack, styles and frame chunks only", () => {
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  const code = 'const __vite__mapDeps=()=>[];import"./a.js";';
  for (const name of ['stack', 'styles', 'frame'])
    expect(withCompileHint({ name, code })).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
  for (const name of ['home-page', 'query-client', 'auth-modal', 'manifest', 'entry.client'])
    expect(withCompileHint({ name, code })).toBe(code);
});

test('a chunk that already starts with the hint is left as it is', () => {
  const code = `${COMPILE_HINT}\nimport"./a.js";`;
  expect(withCompileHint({ name: 'stack', code })).toBe(code);
});

test('a bundle whose shared chunks start with the hint has no problem', () => {
  const chunk = (name: string) => ({
    name,
    fileName: `assets/${name}-x.js`,
    code: `${COMPILE_HINT}\nimport"./a.js";`,
  });
  expect(
    hintProblems([
      chunk('stack'),
      chunk('styles'),
      chunk('frame'),
      { name: 'home-page', fileName: 'h.js', code: 'x' },
    ]),
  ).toEqual([]);
});

test('a shared chunk without the hint, or one no longer made, is a problem', () => {
  const problems = hintProblems([
    { name: 'stack', fileName: 'assets/stack-a.js', code: 'import"./r.js";\n//# allFunctionsCalledOnLoad' },
    { name: 'frame', fileName: 'assets/frame-b.js', code: `${COMPILE_HINT}\nconst a=1;` },
    { name: 'frame', fileName: 'assets/frame-c.js', code: ` ${COMPILE_HINT}\nconst a=1;` },
  ]);
  expect(problems).toEqual([
    'assets/stack-a.js does not start with the compile hint',
    'no "styles" chunk to carry the compile hint',
    'assets/frame-c.js does not start with the compile hint',
  ]);
});
