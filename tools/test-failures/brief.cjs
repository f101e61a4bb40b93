// A failure's message in a few lines for the summary `npm test` prints at its end: colours and the
// stack's node_modules frames out, indented, at most MAX_LINES.
const MAX_LINES = 8;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function brief(message) {
  return String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !line.includes('node_modules'))
    .slice(0, MAX_LINES)
    .map((line) => `    ${line.trim().slice(0, 200)}`);
}

module.exports = { brief };
