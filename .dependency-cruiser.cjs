// Import boundaries checked by `npm run lint` (ARCHITECTURE.md "Boundaries").
const server = '^apps/server/src/';
const tests = '(\\.test\\.tsx?$|^apps/server/src/test/|/testing/)';

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'repository-is-private',
      comment:
        'Another module is reached through its service or its <module>.public.ts, never its repository.',
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/`, pathNot: tests },
      to: { path: `${server}modules/[^/]+/.*\\.repository\\.ts$`, pathNot: `${server}modules/$1/` },
    },
    {
      name: 'repository-is-private-outside-modules',
      severity: 'error',
      from: { path: server, pathNot: [`${server}modules/`, tests] },
      to: { path: `${server}modules/[^/]+/.*\\.repository\\.ts$` },
    },
    {
      name: 'db-is-the-ground-floor',
      comment:
        'db/ holds schema, client and migrations; it imports no module, demo or integration (server-root.ts only locates the migrations).',
      severity: 'error',
      from: { path: `${server}db/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}(?!db/|server-root\\.ts$)` },
    },
    {
      name: 'test-kits-stay-in-tests',
      severity: 'error',
      from: { pathNot: tests },
      to: { path: tests },
    },
    {
      name: 'demo-wing-only-from-start-and-simulator',
      severity: 'error',
      from: { path: server, pathNot: [`${server}(demo/|simulator/|main\\.ts$|start-server\\.ts$)`, tests] },
      to: { path: `${server}demo/` },
    },
    {
      name: 'web-features-are-independent',
      comment: 'Features never import each other; app/ composes them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { pathNot: '^packages/domain/' },
    },
    {
      name: 'contracts-import-only-domain',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { pathNot: ['^packages/(contracts|domain)/', '^node_modules/zod/'] },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/(server|web|storefront)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'storefront-features-are-independent',
      comment: 'Storefront features meet only through the cart port (the product sheet adds to the cart).',
      severity: 'error',
      from: { path: '^apps/storefront/src/features/([^/]+)/' },
      to: {
        path: '^apps/storefront/src/features/',
        pathNot: ['^apps/storefront/src/features/$1/', '^apps/storefront/src/features/cart/cart-port\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
