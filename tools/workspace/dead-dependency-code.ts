/**
 * Code of our dependencies that no page can run, cut from the browser build (the brand Vite config
 * applies `cutDeadCode` to each module and `lostCuts` at the end of the build). Each cut names what
 * it looks for; a build where one no longer finds anything fails, so an update cannot lose it unseen.
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
    why: 'React Router: warnings for developers, names for React developer tools, components no page uses',
    cuts: [
      [/^var ENABLE_DEV_WARNINGS = true;$/m, 'const ENABLE_DEV_WARNINGS = false;'],
      [/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, ''],
      [/^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2'],
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
