// The frame chunk's walk: what the root route uses goes in, by the names it imports, not by the files
// its libraries' entry points re-export.
import type { ChunkingContext } from 'rolldown';
import { frameChunk } from './frame-chunk';

const nm = (file: string) => `/w/node_modules/${file}`;

/** A module graph as rolldown would describe it: code after the TypeScript transform, resolved ids. */
function graph(modules: Record<string, { code: string | null; imports?: string[] }>): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? ({ id, code: module.code, importedIds: module.imports ?? [] } as never) : null;
    },
  };
}

const aliases = { '@xc/ui-kit': '/w/libs/ui-kit/src/index.ts' };

function frameOf(ctx: ChunkingContext, ids: string[], roots = ['/w/apps/xc05/app/root.tsx']): string[] {
  const name = frameChunk(() => roots, aliases);
  return ids.filter((id) => name(id, ctx) === 'frame');
}

const library = {
  '/w/libs/ui-kit/src/index.ts': {
    code: 'export { Button } from "./button";\nexport { Dialog as Modal } from "./dialog";\nexport * from "./more";',
    imports: ['/w/libs/ui-kit/src/button.ts', '/w/libs/ui-kit/src/dialog.tsx', '/w/libs/ui-kit/src/more.ts'],
  },
  '/w/libs/ui-kit/src/button.ts': {
    code: 'import { rem } from "polished";\nexport const Button = rem(12);',
    imports: [nm('polished/dist/index.js')],
  },
  '/w/libs/ui-kit/src/dialog.tsx': {
    code: 'import * as Radix from "@radix-ui/react-dialog";\nexport const Dialog = Radix.Root;',
    imports: [nm('@radix-ui/react-dialog/dist/index.mjs')],
  },
  '/w/libs/ui-kit/src/more.ts': { code: 'export const Extra = 3;' },
  [nm('polished/dist/index.js')]: {
    code: null,
    imports: [nm('tslib/tslib.es6.mjs'), nm('react/index.js')],
  },
  [nm('tslib/tslib.es6.mjs')]: { code: null },
  [nm('styled-components/dist/index.js')]: { code: null, imports: [nm('react/index.js')] },
  [nm('react/index.js')]: { code: null },
  [nm('@radix-ui/react-dialog/dist/index.mjs')]: { code: null },
  '/w/apps/xc05/app/helper.ts': {
    code: 'export const later = () => import("./lazy");',
    imports: [],
  },
  '/w/apps/xc05/app/lazy.ts': { code: 'export default 1;' },
};
const ids = Object.keys(library).concat('/w/apps/xc05/app/root.tsx');

describe('frame chunk', () => {
  it('takes what the root uses through a library entry, and what that code imports, but not the rest of the library', () => {
    const ctx = graph({
      ...library,
      '/w/apps/xc05/app/root.tsx': {
        code: 'import { Button } from "@xc/ui-kit";\nimport { later } from "./helper";\nexport default Button;',
        imports: ['/w/libs/ui-kit/src/index.ts', '/w/apps/xc05/app/helper.ts'],
      },
    });
    expect(frameOf(ctx, ids).sort()).toEqual(
      [
        '/w/apps/xc05/app/helper.ts',
        '/w/apps/xc05/app/root.tsx',
        '/w/libs/ui-kit/src/button.ts',
        nm('polished/dist/index.js'),
        nm('tslib/tslib.es6.mjs'),
      ].sort(),
    );
  });

  it('follows a renamed re-export and `export *` to the module that defines the name', () => {
    const ctx = graph({
      ...library,
      '/w/apps/xc05/app/root.tsx': {
        code: 'import { Modal, Extra } from "@xc/ui-kit";\nexport default [Modal, Extra];',
        imports: ['/w/libs/ui-kit/src/index.ts'],
      },
    });
    expect(frameOf(ctx, ids).sort()).toEqual(
      [
        '/w/apps/xc05/app/root.tsx',
        '/w/libs/ui-kit/src/dialog.tsx',
        '/w/libs/ui-kit/src/more.ts',
        nm('@radix-ui/react-dialog/dist/index.mjs'),
      ].sort(),
    );
  });

  it('leaves React, React DOM, React Router and styled-components to their own chunks', () => {
    const ctx = graph({
      ...library,
      '/w/apps/xc05/app/root.tsx': {
        code: 'import React from "react";\nimport styled from "styled-components";',
        imports: [nm('react/index.js'), nm('styled-components/dist/index.js')],
      },
    });
    expect(frameOf(ctx, ids)).toEqual(['/w/apps/xc05/app/root.tsx']);
  });

  it('starts from each root it is given: a layout module takes its own imports, whole', () => {
    const ctx = graph({
      ...library,
      '/w/apps/xc05/app/root.tsx': { code: 'export default 1;' },
      '/w/libs/shell/src/site-frame.tsx': {
        code: 'import { Button } from "@xc/ui-kit";\nexport const Frame = Button;',
        imports: ['/w/libs/ui-kit/src/index.ts'],
      },
    });
    expect(
      frameOf(
        ctx,
        [...ids, '/w/libs/shell/src/site-frame.tsx'],
        ['/w/apps/xc05/app/root.tsx', '/w/libs/shell/src/site-frame.tsx'],
      ).sort(),
    ).toEqual(
      [
        '/w/apps/xc05/app/root.tsx',
        '/w/libs/shell/src/site-frame.tsx',
        '/w/libs/ui-kit/src/button.ts',
        nm('polished/dist/index.js'),
        nm('tslib/tslib.es6.mjs'),
      ].sort(),
    );
  });
});
