// An imported asset (`import url from './x.svg?no-inline'`) is its URL; in tests any stable string does.
module.exports = { __esModule: true, default: '/assets/test-asset.svg' };
