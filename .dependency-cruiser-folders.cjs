// Folder cycles in what runs (test files left out: a test may reach any folder).
const main = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Folders depend on each other one way only.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...main.options,
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/|\\.test\\.tsx?$|^apps/server/src/test/|/testing/' },
  },
};
