// Fails lint for any file whose Nx project lacks exactly one `type:` and one `scope:` tag,
// so an untagged project cannot slip past @nx/enforce-module-boundaries (which only checks imports).
const fs = require('node:fs');
const path = require('node:path');

const TYPES = ['app', 'feature', 'ui', 'data-access', 'util'];
const SCOPES = ['brand', 'shared', 'api'];
const cache = new Map();

function findProjectJson(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'project.json');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

function problemsFor(projectJson) {
  if (cache.has(projectJson)) return cache.get(projectJson);
  const tags = JSON.parse(fs.readFileSync(projectJson, 'utf8')).tags ?? [];
  const types = tags.filter((t) => t.startsWith('type:'));
  const scopes = tags.filter((t) => t.startsWith('scope:'));
  const problems = [];
  if (types.length !== 1 || !TYPES.includes(types[0].slice(5)))
    problems.push(`exactly one type: tag of ${TYPES.join('|')} (has ${types.join(', ') || 'none'})`);
  if (scopes.length !== 1 || !SCOPES.includes(scopes[0].slice(6)))
    problems.push(`exactly one scope: tag of ${SCOPES.join('|')} (has ${scopes.join(', ') || 'none'})`);
  cache.set(projectJson, problems);
  return problems;
}

module.exports = {
  rules: {
    'project-tags': {
      meta: { type: 'problem', schema: [], messages: { tags: 'Project {{project}} needs {{problem}}.' } },
      create(context) {
        return {
          Program(node) {
            const projectJson = findProjectJson(context.filename);
            if (!projectJson) return;
            for (const problem of problemsFor(projectJson)) {
              context.report({
                node,
                messageId: 'tags',
                data: { project: path.relative(process.cwd(), path.dirname(projectJson)), problem },
              });
            }
          },
        };
      },
    },
  },
};
