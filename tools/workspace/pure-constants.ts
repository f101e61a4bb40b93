import { types as t, type NodePath, type PluginObj } from '@babel/core';

/** Whether computing the expression runs anything (a call, `new`, a spread, a property read), functions aside. */
function runsCode(init: NodePath<t.Expression>): boolean {
  let runs = false;
  init.traverse({
    Function(inner) {
      inner.skip();
    },
    'CallExpression|NewExpression|SpreadElement|MemberExpression|TaggedTemplateExpression'(node) {
      runs = true;
      node.stop();
    },
  });
  return runs || init.isCallExpression() || init.isNewExpression() || init.isMemberExpression();
}

/**
 * A Babel plugin: every top-level constant whose value is computed (`export const a = z.object(…)`)
 * gets it from a pure call, `/*#__PURE__*\/ (() => z.object(…))()`, so the bundler leaves the constant
 * out, arguments and all, where nothing uses it; functions and plain values are left as they are. For
 * modules whose constants are values and nothing else (the API contract's zod schemas): a bundler
 * cannot know by itself that `z.object(…)` has no effect, and marking the calls alone would keep
 * their arguments' property reads and spreads, and with them the module's imports.
 */
export const constantsArePure = (): PluginObj => ({
  visitor: {
    VariableDeclarator(path) {
      const declaration = path.parentPath;
      const top = declaration.parentPath;
      if (!top || !(top.isProgram() || (top.isExportNamedDeclaration() && top.parentPath.isProgram())))
        return;
      const init = path.get('init');
      if (!init.hasNode() || init.isFunction() || !runsCode(init as NodePath<t.Expression>)) return;
      const call = t.callExpression(t.arrowFunctionExpression([], init.node), []);
      t.addComment(call, 'leading', '#__PURE__');
      init.replaceWith(call);
      init.skip();
    },
  },
});
