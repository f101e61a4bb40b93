// The Vite config every brand app uses; an app's vite.config.ts is one call to this.
import { reactRouter } from '@react-router/dev/vite';
import babel from 'vite-plugin-babel';
import { transformSync, type PluginObj } from '@babel/core';
import type { Plugin, UserConfig } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { frameChunk, STACK, STYLES } from '../workspace/frame-chunk.ts';
import { constantsArePure } from '../workspace/pure-constants.ts';
import { hintProblems, withCompileHint } from '../workspace/compile-hints.ts';
import { cutDeadCode, lostCuts } from '../workspace/dead-dependency-code.ts';

const require = createRequire(import.meta.url);
const { workspaceAliases } = require('../workspace/aliases.cjs') as {
  workspaceAliases: () => Record<string, string>;
};

const SEO_COPY = /[\\/]apps[\\/]xc\d+[\\/]seo\.ts$/;
const SERVER_ONLY_SEO_FIELDS = new Set(['description', 'keywords']);

/** One Babel plugin over a TypeScript module, with its source map. */
function withBabel(code: string, id: string, plugin: () => PluginObj) {
  const out = transformSync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
    plugins: [plugin],
    sourceMaps: true,
  });
  return out?.code ? { code: out.code, map: out.map } : null;
}

/** A Babel plugin run, before the other transforms, on the browser build's modules that `files` matches. */
function browserBabelPass(name: string, files: RegExp, plugin: () => PluginObj): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.name !== 'client' || !files.test(id)) return null;
      return withBabel(code, id, plugin);
    },
  };
}

/** Removes `description` and `keywords` from every object literal of the module. */
const stripServerOnlySeo = (): PluginObj => ({
  visitor: {
    ObjectProperty(path) {
      const { key } = path.node;
      const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null;
      if (name && SERVER_ONLY_SEO_FIELDS.has(name)) path.remove();
    },
  },
});

/**
 * The browser's copy of a brand's `seo.ts` keeps titles and headings only. Descriptions and keywords
 * (most of its ~30 KB) matter to crawlers, which read them in the prerendered HTML; the browser reuses
 * that head while hydrating (the root loader hands it over) and, loading the copy at its first
 * navigation (the root's clientLoader), needs only a title and headings then.
 */
const seoCopyForTheBrowser = () =>
  browserBabelPass('xc:seo-copy-for-the-browser', SEO_COPY, stripServerOnlySeo);

const CONTRACT_MODULE = /[\\/]libs[\\/]api-contract[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * In the browser, the contract's schemas are values like any other: one a page does not use is left
 * out. The bundler cannot know by itself that building a zod schema (`z.object(…)`) has no effect,
 * so each constant is computed by one pure call (pure-constants.ts). A page that imports only a
 * module's paths or messages carries none of its schemas, and no zod where nothing it runs parses:
 * with no argument left behind, rolldown keeps no import of zod's chunk (rolldown issue 4812).
 */
const contractSchemasArePure = () =>
  browserBabelPass('xc:contract-schemas-are-pure', CONTRACT_MODULE, constantsArePure);

/**
 * Where the frame chunk starts: the app's root route, and the site frame (header, footer) and page
 * body that the layouts of all public pages draw. Found through the libraries' entry files.
 */
function frameRoots(appRoot: string, aliases: Record<string, string>): string[] {
  const lib = (name: string, file: string) => {
    const entry = aliases[name];
    if (!entry) throw new Error(`frame chunk: no workspace alias for ${name}`);
    return path.join(path.dirname(entry), file);
  };
  return [
    path.join(appRoot, 'app', 'root.tsx'),
    lib('@xc/feature-shell', 'layouts/site-frame.tsx'),
    lib('@xc/ui-kit', 'page/page.tsx'),
  ];
}

/** Cuts code of our dependencies that no page can run (tools/workspace/dead-dependency-code.ts). */
function withoutDeadDependencyCode(): Plugin {
  const found = new Set<RegExp>();
  return {
    name: 'xc:without-dead-dependency-code',
    transform(code, id) {
      if (this.environment.name !== 'client') return null;
      const out = cutDeadCode(code, id, found);
      return out === null ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (this.environment.name !== 'client' || error) return;
      const lost = lostCuts(found);
      if (lost.length > 0) this.error(lost.join('\n'));
    },
  };
}

/**
 * The shared chunks every page runs while it hydrates start with V8's compile hint, so their functions
 * are compiled off the main thread as they stream in (`tools/workspace/compile-hints.ts`). Added last,
 * once Vite has put its preload map at the top of a chunk; the written files are checked, and the
 * build fails if chunking changes and one of them no longer carries it.
 */
function eagerCompileHints(): Plugin {
  return {
    name: 'xc:eager-compile-hints',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const out of Object.values(bundle))
          if (out.type === 'chunk') {
            const code = withCompileHint(out);
            if (code === out.code) continue;
            out.code = code;
            // A source map's mappings are per line: one more line on top.
            if (out.map) out.map.mappings = `;${out.map.mappings}`;
          }
      },
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const problems = hintProblems(
        Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [out] : [])),
      );
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}

export function brandViteConfig(): UserConfig {
  let appRoot = process.cwd();
  const aliases = workspaceAliases();
  return {
    plugins: [
      {
        name: 'xc:app-root',
        configResolved(config) {
          appRoot = config.root;
        },
      },
      seoCopyForTheBrowser(),
      contractSchemasArePure(),
      withoutDeadDependencyCode(),
      eagerCompileHints(),
      // Stable styled-components class names, identical in prerendered HTML and in the client.
      babel({
        include: /\.tsx?$/,
        exclude: /node_modules/,
        babelConfig: {
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, pure: true }]],
        },
      }),
      reactRouter(),
    ],
    resolve: {
      // Longest alias first so '@xc/ui-kit/testing' wins over '@xc/ui-kit'.
      alias: Object.entries(aliases)
        .sort(([a], [b]) => b.length - a.length)
        .map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
    },
    ssr: { noExternal: ['styled-components'] },
    build: { target: 'es2022', cssCodeSplit: true },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // A route module keeps the exports React Router reads and may carry more, so code it
            // shares with the chunks that import it can stay in it rather than become a chunk of its
            // own ('exports-only', the default, made ten more small chunks per page).
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                // Everything the root route uses in one `frame` chunk (see frame-chunk.ts), with the
                // header, footer and page body that every public page's layout draws: a news page
                // loads 14 scripts instead of 49, and about 17 KB less brotli.
                groups: [
                  {
                    name: frameChunk(() => frameRoots(appRoot, aliases), aliases),
                    includeDependenciesRecursively: false,
                  },
                  // React, React DOM, React Router and the scheduler in one `stack` chunk: every page
                  // runs all of it, and as one file it compresses better than the four it was (the
                  // client entry, React Router with React, React DOM's shared part, the JSX runtime):
                  // 2.6 KB brotli less per page. It changes only when those dependencies do.
                  {
                    name: 'stack',
                    test: STACK,
                  },
                  // styled-components in a `styles` chunk of its own: it reads the prerendered styles
                  // back when it starts, and evaluated with the stack or the frame that made one long
                  // task of them (the page's boot script evaluates each shared chunk in its own task).
                  {
                    name: 'styles',
                    test: STYLES,
                  },
                ],
              },
            },
          },
        },
      },
    },
    server: { port: 4200, proxy: { '/api': 'http://127.0.0.1:3000' } },
  };
}
