// The Nx projects of the workspace and their tags, read from project.json files, so that lint rules
// keyed on a tag (scope:api…) follow the tags rather than a list of folders kept by hand.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const PARENTS = ['apps', 'libs', 'tools'];

/** @returns {{ dir: string, tags: string[] }[]} project folders relative to the workspace root */
function projects() {
  return PARENTS.flatMap((parent) =>
    fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.posix.join(parent, entry.name))
      .filter((dir) => fs.existsSync(path.join(root, dir, 'project.json')))
      .map((dir) => ({ dir, tags: JSON.parse(fs.readFileSync(path.join(root, dir, 'project.json'), 'utf8')).tags ?? [] })),
  );
}

/** Folders of the projects carrying `tag`. */
const projectsTagged = (tag) => projects().filter((p) => p.tags.includes(tag)).map((p) => p.dir);

module.exports = { projects, projectsTagged };
