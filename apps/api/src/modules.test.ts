import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The API's modules form a graph without cycles: a module may use the ones below it (their public
// files, their tables for foreign keys and read-only joins), never the other way round. The
// composition root (services.ts) and the app wire them; they never wire themselves.
const MODULES = path.join(__dirname, 'modules');

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES)) {
    const uses = new Set<string>();
    const dir = path.join(MODULES, module);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
        if (match[1] !== module) uses.add(match[1] ?? '');
      }
    }
    graph.set(module, uses);
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the API modules', () => {
  it('depend on each other without a cycle', () => {
    expect(findCycle(moduleGraph())).toBeNull();
  });

  it('would be caught: a cycle is found when one is there', () => {
    const graph = new Map([
      ['players', new Set(['auth'])],
      ['auth', new Set(['messaging', 'players'])],
      ['messaging', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['players', 'auth', 'players']);
  });

  it('keep the money and the accounts at the bottom: wallet and players use no module that plays', () => {
    const graph = moduleGraph();
    for (const low of ['players', 'wallet', 'system', 'messaging']) {
      for (const high of ['bets', 'games', 'jackpot', 'studio'])
        expect([low, graph.get(low)?.has(high)]).toEqual([low, false]);
    }
  });
});
