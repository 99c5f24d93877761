/**
 * The boundaries of ARCHITECTURE.md, checked by `npm run lint` (issue 11). Type-only imports are
 * ignored where a rule is about what runs (a route may name the Db type, not query it).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const notTests = '(\\.test\\.tsx?$|/test/)';
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature never imports another feature: what two features need lives in entities/, components/, lib/ or config/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-entity-to-feature',
      comment: 'An entity (the queries and keys several features share) never imports a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/entities/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-shared-to-feature-or-entity',
      comment: 'components/, lib/ and config/ never import a feature or an entity.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|entities)/' },
    },
    {
      name: 'web-http-only-from-api-files',
      comment:
        "Only the api/ files of a feature or an entity call the HTTP client (lib/list-request.ts is the client's list form).",
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot: [
          '^apps/web/src/(features|entities)/[^/]+/api/',
          '^apps/web/src/lib/(api-client|list-request)\\.ts$',
          notTests,
        ],
      },
      to: { path: '^apps/web/src/lib/api-client\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-routes-call-services',
      comment: 'Routes call services, never repositories or SQL.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules/[^/]+|lib)/[^/]*routes\\.ts$' },
      to: {
        path: ['repository\\.ts$', '^apps/api/src/db/schema', 'node_modules/drizzle-orm'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-services-hold-no-sql',
      comment: 'Services hold no raw SQL: they call repositories.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules/[^/]+|lib)/[^/]*service\\.ts$' },
      to: {
        path: ['^apps/api/src/db/schema', 'node_modules/drizzle-orm'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-infrastructure-to-module',
      comment:
        "plugins/, db/ and lib/ never import a module: a shared implementation is handed its module's pieces.",
      severity: 'error',
      from: { path: '^apps/api/src/(plugins|db|lib)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-module-through-service',
      comment: "A module uses another module only through that module's service.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/(service|queries)\\.ts$'],
      },
    },
    {
      name: 'domain-stands-alone',
      comment: 'The domain imports nothing but its own dependencies.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
