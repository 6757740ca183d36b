// The import graph's rules (issue 10): no cycles, and core-api modules reached only through their face.
// `npm run check:architecture` runs them with the module-level checks dependency-cruiser cannot express.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes the order of initialisation an accident. Type-only imports are erased before anything runs, so a cycle through them alone is allowed; migrations are exempt (their index lists them all).',
      from: { pathNot: '^core-api/src/db/migrations/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-module-face-only',
      severity: 'error',
      comment: 'Another core module is reached through its face, modules/<x>/index.ts; its other files are its own.',
      from: { path: '^core-api/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '/testing/'] },
      to: { path: '^core-api/src/modules/[^/]+/', pathNot: ['^core-api/src/modules/$1/', '^core-api/src/modules/[^/]+/index\\.ts$', '^core-api/src/modules/module\\.ts$'] },
    },
    {
      name: 'core-outside-face-only',
      severity: 'error',
      comment: 'Plumbing, jobs and seeds outside the modules use the same faces (test helpers in testing/ may reach in).',
      from: { path: '^core-api/src/', pathNot: ['^core-api/src/modules/', '^core-api/src/testing/', '^core-api/src/db/migrations/', '\\.test\\.ts$'] },
      to: { path: '^core-api/src/modules/[^/]+/', pathNot: ['^core-api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'migrations-read-seed-data-only',
      severity: 'error',
      comment: 'A migration is frozen history: it may read a module’s seed data (data/), never its services.',
      from: { path: '^core-api/src/db/migrations/' },
      to: { path: '^core-api/src/modules/', pathNot: '^core-api/src/modules/[^/]+/data/' },
    },
    {
      name: 'shared-is-plumbing',
      severity: 'error',
      comment: 'core-api/src/shared holds plumbing every module may use, so it may use no module.',
      from: { path: '^core-api/src/shared/' },
      to: { path: '^core-api/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', 'storybook-static', '\\.data/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'], conditionNames: ['source', 'import', 'require', 'default'], mainFields: ['source', 'module', 'main', 'types'] },
  },
};
