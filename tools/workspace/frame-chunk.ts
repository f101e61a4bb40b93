// The browser build's `frame` chunk: the code every page runs, one file instead of some forty.
//
// Left to rolldown's automatic splitting, the modules the root route loads (shell, header, footer,
// ui-kit parts, texts, session, styled-components, jotai) came as about forty small chunks, one per
// set of routes and modals sharing them. Each is compressed alone and carries its own import and
// export lists: on a news page ~50 KB of brotli where the same code in one file is ~36 KB.
//
// Which modules the root really uses is a question of names, not of files: the root imports a few
// names from `@xc/ui-kit` or `@xc/data-access-api`, whose entry files re-export everything (React
// Query, zod schemas, Radix dialogs, …). So the walk below follows each import by the names it takes:
// through a re-export only the module that defines the name is reached, while a module reached for
// its own code brings all of its imports. What the walk cannot see (a name built at run time) is at
// worst left to the automatic splitting: a chunk more, never a wrong one.
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/** React, React DOM, React Router and the scheduler: the `stack` chunk (brand-vite-config.ts), not the frame. */
export const STACK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/** styled-components and its own dependencies: the `styles` chunk (brand-vite-config.ts), not the frame. */
export const STYLES =
  /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless))[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

type Names = Set<string> | 'all';

interface Statement {
  kind: 'import' | 'reexport';
  specifier: string;
  /** import: the names taken ('default', '*' or named); reexport: exported name → imported name. */
  names: Map<string, string> | 'all';
}

const IMPORT = /\bimport\s*(?:([\w$]+)\s*,?\s*)?(\*\s*as\s*[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /\bimport\s*["']([^"']+)["']/g;
const REEXPORT = /\bexport\s*(\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;

function parseList(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of list.replace(/[{}]/g, '').split(',')) {
    const [imported, local] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/);
    if (imported) names.set((local ?? imported).trim(), imported.trim());
  }
  return names;
}

function statements(code: string): Statement[] {
  const out: Statement[] = [];
  for (const [, fallback, rest = '', specifier = ''] of code.matchAll(IMPORT)) {
    if (rest.startsWith('*')) {
      out.push({ kind: 'import', specifier, names: 'all' });
      continue;
    }
    const names = new Map<string, string>();
    if (fallback) names.set('default', 'default');
    if (rest) for (const imported of parseList(rest).values()) names.set(imported, imported);
    out.push({ kind: 'import', specifier, names });
  }
  for (const [, specifier = ''] of code.matchAll(BARE_IMPORT))
    out.push({ kind: 'import', specifier, names: new Map() });
  for (const [, what = '', specifier = ''] of code.matchAll(REEXPORT)) {
    out.push({ kind: 'reexport', specifier, names: what.startsWith('*') ? 'all' : parseList(what) });
  }
  return out;
}

const LOCAL_EXPORT = /\bexport\s+(?:default\b|(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+))/g;
const LOCAL_LIST = /\bexport\s*(\{[^}]*\})(?!\s*from)/g;

/** The names a module exports from its own code (declarations, `export { … }` without `from`). */
function localExports(code: string): Set<string> {
  const names = new Set<string>();
  for (const [match, name] of code.matchAll(LOCAL_EXPORT))
    names.add(name ?? (match.includes('default') ? 'default' : ''));
  for (const [, list = ''] of code.matchAll(LOCAL_LIST))
    for (const exported of parseList(list).keys()) names.add(exported);
  return names;
}

/** The module id an import of `specifier` in `from` resolved to, among the ids rolldown resolved. */
function resolve(
  specifier: string,
  from: string,
  imported: string[],
  aliases: Record<string, string>,
): string | null {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(from), specifier);
    return EXTENSIONS.map((ext) => base + ext).find((candidate) => imported.includes(candidate)) ?? null;
  }
  const aliased = aliases[specifier];
  if (aliased) return imported.includes(aliased) ? aliased : null;
  const marker = `${path.sep}node_modules${path.sep}${specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join(path.sep)}${path.sep}`;
  return imported.find((id) => id.includes(marker)) ?? null;
}

/**
 * A rolldown `codeSplitting` group name function: `frame` for the modules the given modules use
 * (`roots`: the app's `app/root.tsx`, and what every public page's layout draws), null for the rest.
 */
export function frameChunk(
  roots: () => readonly string[],
  aliases: Record<string, string>,
): (id: string, ctx: ChunkingContext) => string | null {
  let frame: Set<string> | null = null;

  const walk = (ctx: ChunkingContext) => {
    const found = new Set<string>();
    const seen = new Map<string, Set<string> | 'all'>();
    const queue: Array<[string, Names]> = roots().map((id) => [id, 'all']);
    const visit = (id: string, names: Names) => {
      const before = seen.get(id);
      if (before === 'all') return;
      if (names !== 'all' && before && [...names].every((name) => before.has(name))) return;
      seen.set(id, names === 'all' ? 'all' : new Set([...(before ?? []), ...names]));
      queue.push([id, names]);
    };
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [id, names] = next;
      if (STACK.test(id) || STYLES.test(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      if (NODE_MODULES.test(id) || info.code === null) {
        // A package: its own files are not split further here; all of them come along.
        found.add(id);
        for (const next of info.importedIds) visit(next, 'all');
        continue;
      }
      const parsed = statements(info.code);
      const reexported = new Set(
        parsed.flatMap((s) => (s.kind === 'reexport' && s.names !== 'all' ? [...s.names.keys()] : [])),
      );
      // Reached for something it defines itself (or as a whole): its code runs, with all its imports.
      // A module that re-exports nothing is reached for its own code whatever the names.
      const local = localExports(info.code);
      const ownCode =
        names === 'all' ||
        !parsed.some((s) => s.kind === 'reexport') ||
        [...names].some((name) => local.has(name));
      if (ownCode) found.add(id);
      for (const statement of parsed) {
        const target = resolve(statement.specifier, id, info.importedIds, aliases);
        if (!target) continue;
        if (statement.kind === 'import') {
          if (ownCode) visit(target, statement.names === 'all' ? 'all' : new Set(statement.names.values()));
          continue;
        }
        if (statement.names === 'all') {
          // `export * from`: the names asked for that are not exported explicitly may come from here.
          const wanted =
            names === 'all' ? 'all' : new Set([...names].filter((name) => !reexported.has(name)));
          if (wanted === 'all' || wanted.size > 0) visit(target, wanted);
          continue;
        }
        const wanted = new Set<string>();
        for (const [exported, imported] of statement.names)
          if (names === 'all' || names.has(exported)) wanted.add(imported);
        if (wanted.size > 0) visit(target, wanted);
      }
    }
    return found;
  };

  return (id, ctx) => {
    frame ??= walk(ctx);
    return frame.has(id) ? 'frame' : null;
  };
}
