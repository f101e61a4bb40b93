// The Vite config every brand app uses; an app's vite.config.ts is one call to this.
import { reactRouter } from '@react-router/dev/vite';
import babel from 'vite-plugin-babel';
import type { UserConfig } from 'vite';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { workspaceAliases } = require('../workspace/aliases.cjs') as {
  workspaceAliases: () => Record<string, string>;
};

export function brandViteConfig(): UserConfig {
  return {
    plugins: [
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
      alias: Object.entries(workspaceAliases())
        .sort(([a], [b]) => b.length - a.length)
        .map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
    },
    ssr: { noExternal: ['styled-components'] },
    build: { target: 'es2022', cssCodeSplit: true },
    server: { port: 4200, proxy: { '/api': 'http://127.0.0.1:3000' } },
  };
}
