// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
// all its functions compiled when it is loaded, on a background thread while it streams in, rather
// than each one on the main thread the first time it is called. It pays where most of a file runs
// while the page starts, and costs background work and memory where most of it never runs.
//
// Every page runs most of three shared chunks while it hydrates (Chrome's coverage on xc05's `/` and
// `/gioi-thieu`: about half of the stack's functions, two thirds of the frame's, three quarters of
// styled-components'); a page's own chunks are small and the lazy ones (modals, account area, TanStack
// Query) mostly wait, so only these three carry the hint.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export const EAGER_CHUNKS: readonly string[] = ['stack', 'styles', 'frame'];

/** A chunk's code with the hint as its first line if it is one of the eager chunks (once). */
export function withCompileHint(chunk: { name: string; code: string }): string {
  if (!EAGER_CHUNKS.includes(chunk.name) || chunk.code.startsWith(`${COMPILE_HINT}\n`)) return chunk.code;
  return `${COMPILE_HINT}\n${chunk.code}`;
}

/**
 * What is wrong with a bundle's hints: an eager chunk that is missing (renamed, merged) or does not
 * start with the hint. The build fails on any, so a change of chunking cannot drop the hint unseen.
 */
export function hintProblems(chunks: { name: string; fileName: string; code: string }[]): string[] {
  const problems: string[] = [];
  for (const name of EAGER_CHUNKS) {
    const named = chunks.filter((c) => c.name === name);
    if (named.length === 0) problems.push(`no "${name}" chunk to carry the compile hint`);
    for (const chunk of named)
      if (!chunk.code.startsWith(`${COMPILE_HINT}\n`))
        problems.push(`${chunk.fileName} does not start with the compile hint`);
  }
  return problems;
}
