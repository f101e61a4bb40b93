// The Vite config every brand app uses; an app's vite.config.ts is one call to this.
import { reactRouter } from '@react-router/dev/vite';
import babel from 'vite-plugin-babel';
import { transformSync, type PluginObj } from '@babel/core';
import type { Plugin, UserConfig } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { frameChunk } from '../workspace/frame-chunk.ts';

const require = createRequire(import.meta.url);
const { workspaceAliases } = require('../workspace/aliases.cjs') as {
  workspaceAliases: () => Record<string, string>;
};

const SEO_COPY = /[\\/]apps[\\/]xc\d+[\\/]seo\.ts$/;
const SERVER_ONLY_SEO_FIELDS = new Set(['description', 'keywords']);

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
 * that head while hydrating (the root loader hands it over) and needs only a title when it navigates.
 */
function seoCopyForTheBrowser(): Plugin {
  return {
    name: 'xc:seo-copy-for-the-browser',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.name !== 'client' || !SEO_COPY.test(id)) return null;
      const out = transformSync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript'] },
        plugins: [stripServerOnlySeo],
        sourceMaps: true,
      });
      return out?.code ? { code: out.code, map: out.map } : null;
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
                // Everything the root route uses in one `frame` chunk (see frame-chunk.ts): a news
                // page loads 18 scripts instead of 49, and about 15 KB less brotli.
                groups: [
                  {
                    name: frameChunk(() => path.join(appRoot, 'app', 'root.tsx'), aliases),
                    includeDependenciesRecursively: false,
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
