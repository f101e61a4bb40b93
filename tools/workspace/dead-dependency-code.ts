/**
 * Code of our dependencies that no page needs, cut from the browser build (the brand Vite config
 * applies `cutDeadCode` to each module and `lostCuts` at the end of the build): code no page can run,
 * and work a page would otherwise repeat for an answer it already has. Each cut names what it looks
 * for; a build where one no longer finds anything fails, so an update cannot lose it unseen.
 */
export interface DeadCode {
  /** The dependency's files the cuts apply to. */
  module: RegExp;
  /** What is cut and why, for the build's error. */
  why: string;
  /** Pattern and replacement; each must match somewhere in the modules of `module`. */
  cuts: ReadonlyArray<readonly [RegExp, string]>;
}

export const DEAD_DEPENDENCY_CODE: readonly DeadCode[] = [
  {
    // React Router publishes its development build only (the production one differs by this flag).
    // Its top-level `X.displayName = "X"` statements and unannotated `forwardRef` calls kept every
    // component alive: every page carried `<Form>` and its submission code, which none of ours uses.
    module: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-[A-Z0-9]+\.mjs$/,
    why: 'React Router: warnings for developers, names for React developer tools, components no page uses, route patterns compiled again',
    cuts: [
      [/^var ENABLE_DEV_WARNINGS = true;$/m, 'const ENABLE_DEV_WARNINGS = false;'],
      [/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, ''],
      [/^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2'],
      // A route path's pattern is compiled once. Starting in the browser, React Router ranks the
      // route table twice (the hydration data's matches, then the router itself), inside one
      // unbroken piece of React's work, and compiled a regular expression for each level of each of
      // the ~90 branches both times: about 540, of which ~95 differ (each pathless layout level is
      // the same ""). The pattern and its parameter list are only read (no global or sticky flag, so
      // matching keeps no state in the expression). README, "Benchmarks", has what it saves.
      [
        /^function compilePath\(path, caseSensitive = false, end = true\) \{$/m,
        [
          'var compiledPaths = /* @__PURE__ */ new Map();',
          'function compilePath(path, caseSensitive = false, end = true) {',
          '  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;',
          '  let compiled = compiledPaths.get(key);',
          '  if (compiled === void 0) compiledPaths.set(key, compiled = compilePathOnce(path, caseSensitive, end));',
          '  return compiled;',
          '}',
          'function compilePathOnce(path, caseSensitive, end) {',
        ].join('\n'),
      ],
    ],
  },
  {
    // styled-components 6 adds vendor prefixes only when a StyleSheetManager asks (we never do); the
    // reference kept stylis's prefixer on every page.
    module: /[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/,
    why: 'styled-components: the vendor prefixer, off unless enableVendorPrefixes is set',
    cuts: [[/[\w$]+\.prefix&&[\w$]+\.push\([\w$]+\.prefixer\),/, '']],
  },
];

/** The module's code without its dead parts (null: nothing to cut); `found` collects the cuts that matched. */
export function cutDeadCode(code: string, id: string, found: Set<RegExp>): string | null {
  const entry = DEAD_DEPENDENCY_CODE.find(({ module }) => module.test(id));
  if (!entry) return null;
  let out = code;
  for (const [pattern, replacement] of entry.cuts) {
    const next = out.replace(pattern, replacement);
    if (next !== out) found.add(pattern);
    out = next;
  }
  return out === code ? null : out;
}

/** One message per dependency some of whose cuts matched nothing in the whole build. */
export function lostCuts(found: ReadonlySet<RegExp>): string[] {
  return DEAD_DEPENDENCY_CODE.flatMap(({ why, cuts }) => {
    const lost = cuts.filter(([pattern]) => !found.has(pattern));
    return lost.length === 0
      ? []
      : [`${why}: ${lost.map(([p]) => String(p)).join(', ')} no longer found; check what the update changed`];
  });
}
