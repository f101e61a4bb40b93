// The module-boundary rules are part of the architecture: prove that lint rejects what DESIGN.md forbids.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function lint(filename: string, source: string): { status: number | null; output: string } {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/eslint'),
    ['--no-warn-ignored', '--stdin', '--stdin-filename', filename, '--format', 'stylish'],
    { cwd: root, input: source, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('module boundaries', () => {
  it('refuses a feature lib importing another feature lib', () => {
    const result = lint('libs/feature-auth/src/bad.ts', "import '@xc/feature-games';\nexport const x = 1;\n");
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/enforce-module-boundaries/);
    expect(result.output).toMatch(/type:feature/);
  });

  it('refuses data-access importing ui', () => {
    const result = lint('libs/data-access-api/src/bad.ts', "import '@xc/ui-kit';\nexport const x = 1;\n");
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/enforce-module-boundaries/);
  });

  it('refuses the api importing a ui lib', () => {
    const result = lint('apps/api/src/bad.ts', "import '@xc/ui-kit';\nexport const x = 1;\n");
    expect(result.status).toBe(1);
  });

  it('refuses the api importing a feature lib', () => {
    const result = lint('apps/api/src/bad.ts', "import '@xc/feature-shell';\nexport const x = 1;\n");
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/enforce-module-boundaries/);
  });

  it('refuses a deep import into a lib (past its package exports)', () => {
    const result = lint(
      'libs/feature-shell/src/bad.ts',
      "import '@xc/feature-games/src/pages/lobby-page';\nexport const x = 1;\n",
    );
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/no-restricted-imports/);
    expect(result.output).toMatch(/public entry/);
  });

  it.each(['react', 'react-dom/client', 'styled-components', 'jotai', '@radix-ui/react-dialog', 'react-router'])(
    'refuses %s in a scope:api project',
    (specifier) => {
      const result = lint('apps/api/src/bad.ts', `import '${specifier}';\nexport const x = 1;\n`);
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/no-restricted-imports/);
      expect(result.output).toMatch(/scope:api/);
    },
  );

  it('still refuses deep imports in a scope:api project', () => {
    const result = lint('apps/api/src/bad.ts', "import '@xc/api-contract/src/index';\nexport const x = 1;\n");
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/public entry/);
  });

  it.each(['libs/feature-shell/src/bad.ts', 'libs/ui-kit/src/bad.ts', 'libs/data-access-api/src/bad.ts'])(
    'refuses build-time (runtime:node) code in %s',
    (filename) => {
      const result = lint(filename, "import '@xc/site-build';\nexport const x = 1;\n");
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/runtime:node/);
    },
  );

  // Every util lib is one site-build itself depends on (brand, paths, i18n, api-contract through
  // paths' lobbies): there the import would close a cycle, which is what lint names first.
  it('refuses it in a util lib as well, as a cycle', () => {
    const result = lint('libs/api-contract/src/bad.ts', "import '@xc/site-build';\nexport const x = 1;\n");
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/Circular dependency between "api-contract" and "site-build"/);
  });

  it("refuses build-time code in a brand app's browser code, and accepts it in its build config", () => {
    const source = "import { brandRouterConfig } from '@xc/site-build';\nexport const x = brandRouterConfig;\n";
    const inRoot = lint('apps/xc05/app/root.tsx', source);
    expect(inRoot.status).toBe(1);
    expect(inRoot.output).toMatch(/react-router.config.ts only/);
    const inConfig = lint('apps/xc05/react-router.config.ts', source);
    expect(inConfig.output.trim()).toBe('');
    expect(inConfig.status).toBe(0);
  });

  it('accepts a feature lib importing ui, data-access and util libs', () => {
    const source = [
      "import '@xc/ui-kit';",
      "import '@xc/data-access-api';",
      "import '@xc/brand';",
      'export const x = 1;',
      '',
    ].join('\n');
    const result = lint('libs/feature-auth/src/good.ts', source);
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails lint for a project without type: and scope: tags', () => {
    const dir = path.join(root, 'tools/workspace', `.untagged-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'project.json'), JSON.stringify({ name: 'untagged', tags: [] }));
      const result = lint(path.relative(root, path.join(dir, 'index.ts')), 'export const x = 1;\n');
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/needs exactly one type: tag/);
      expect(result.output).toMatch(/needs exactly one scope: tag/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lib entry points', () => {
  const libs = readdirSync(path.join(root, 'libs'));
  const packageOf = (lib: string) =>
    JSON.parse(readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };

  /** What Node's own resolver (not Jest's, which applies the test's module mapping) makes of a specifier. */
  function resolveWithNode(specifier: string): string {
    const run = spawnSync(
      process.execPath,
      ['-e', 'try { console.log(require.resolve(process.argv[1])) } catch (e) { console.log(e.code) }', specifier],
      { cwd: root, encoding: 'utf8' },
    );
    return run.stdout.trim();
  }

  it.each(libs)('%s has an exports map, and its files resolve only through it', (lib) => {
    const pkg = packageOf(lib);
    expect(pkg.exports?.['.']).toBe('./src/index.ts');
    expect(resolveWithNode(pkg.name)).toBe(path.join(root, 'libs', lib, 'src/index.ts'));
    expect(resolveWithNode(`${pkg.name}/src/index.ts`)).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });
});
