// Boundaries of the code (docs/decisions/038-boundaries-and-ci-checks.md), checked by
// `npm run lint`. Paths are relative to the directory the check runs from: the repository
// root, or a fixture tree arranged like it (tools/boundaries/fixtures/).

const SERVER = '^apps/server/src';

/** The server's areas, each allowed to import only those to its left. */
export const AREAS = [
  'platform',
  'content',
  'engagement',
  'accounts',
  'cashier',
  'games',
  'agency',
  'backoffice',
];

/** What every area may import besides the areas to its left. */
const KERNEL = ['lib', 'db', 'i18n', 'plugins'];

const TEST_FILE = '\\.test\\.ts$';
const CONFIG = `${SERVER}/config\\.ts$`;
const any = (names) => `(${names.join('|')})`;

// a. An area imports only the kernel and the areas to its left; tests may assemble anything.
const areaOrder = AREAS.slice(1).map((area, index) => {
  const allowed = [...KERNEL, ...AREAS.slice(0, index + 2)];
  return {
    name: `area-order-${area}`,
    comment:
      `${area}/ imports only ${allowed.join(', ')}: an area uses the areas to its left ` +
      `(${AREAS.join(' < ')}), never one to its right nor the composition files.`,
    severity: 'error',
    from: { path: `${SERVER}/${area}/`, pathNot: TEST_FILE },
    to: { path: `${SERVER}/`, pathNot: [`${SERVER}/${any(allowed)}/`, CONFIG] },
  };
});

// The server's settings are read from one leaf module; the kernel and the areas receive the
// values and may name their type, but only the composition files load them.
const configTypeOnly = {
  name: 'config-type-only',
  comment:
    'platform/ and the areas name the Config type only (import type); loading the ' +
    "configuration is the composition files' job.",
  severity: 'error',
  from: { path: `${SERVER}/${any(AREAS)}/`, pathNot: TEST_FILE },
  to: { path: CONFIG, dependencyTypesNot: ['type-only'] },
};

// b. Queries live in repositories: only they (and db/, tables, tests) import kysely.
const KYSELY_ALLOWED = [
  '\\.repository\\.ts$',
  '\\.tables\\.ts$',
  `${SERVER}/db/`,
  TEST_FILE,
  'test-kit[^/]*\\.ts$',
];
const kysely = {
  name: 'kysely-in-repositories',
  comment:
    'Only *.repository.ts, *.tables.ts, db/ and tests import kysely: queries belong in a ' +
    'repository; services receive repositories (and may import DB, Trx, Executor, ' +
    'inTransaction from db/).',
  severity: 'error',
  from: { path: `${SERVER}/`, pathNot: KYSELY_ALLOWED },
  to: { path: '(^|/)node_modules/kysely/' },
};

// c. Nothing below reaches back up.
const layers = [
  {
    name: 'platform-not-to-areas',
    comment: 'platform/ is the kernel the areas build on: it never imports an area.',
    severity: 'error',
    from: { path: `${SERVER}/platform/`, pathNot: TEST_FILE },
    to: { path: `${SERVER}/${any(AREAS.slice(1))}/` },
  },
  {
    name: 'platform-not-to-composition',
    comment: 'platform/ never imports the composition files at the root of src/.',
    severity: 'error',
    from: { path: `${SERVER}/platform/`, pathNot: TEST_FILE },
    to: { path: `${SERVER}/[^/]+\\.ts$|${SERVER}/cli/`, pathNot: CONFIG },
  },
  {
    name: 'lib-stands-alone',
    comment: 'lib/ holds plain building blocks: it never imports platform/, an area or db/.',
    severity: 'error',
    from: { path: `${SERVER}/lib/`, pathNot: TEST_FILE },
    to: { path: `${SERVER}/${any([...AREAS, 'db'])}/` },
  },
  {
    name: 'db-not-to-areas',
    comment:
      'db/ never imports platform/ or an area (only db/database.ts may name their ' +
      '*.tables.ts types, to put the schema together). The demo seeds are composition: ' +
      'they build their data through the areas, as the admin command does.',
    severity: 'error',
    from: {
      path: `${SERVER}/db/`,
      pathNot: [`${SERVER}/db/database\\.ts$`, `${SERVER}/db/seeds/`, TEST_FILE],
    },
    to: { path: `${SERVER}/${any(AREAS)}/` },
  },
  {
    name: 'db-schema-types-only',
    comment:
      "db/database.ts names the areas' *.tables.ts files with `import type` only: the " +
      'schema aggregate, nothing at run time.',
    severity: 'error',
    from: { path: `${SERVER}/db/database\\.ts$` },
    to: { path: `${SERVER}/${any(AREAS)}/`, pathNot: '\\.tables\\.ts$' },
  },
  {
    name: 'db-schema-no-runtime',
    comment:
      "db/database.ts names the areas' *.tables.ts files with `import type` only: the " +
      'schema aggregate, nothing at run time.',
    severity: 'error',
    from: { path: `${SERVER}/db/database\\.ts$` },
    to: { path: `${SERVER}/${any(AREAS)}/`, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'web-shared-not-to-features',
    comment:
      'apps/web/src/components/ and lib/ serve every feature: they never import ' +
      'apps/web/src/features/.',
    severity: 'error',
    from: { path: '^apps/web/src/(components|lib)/' },
    to: { path: '^apps/web/src/features/' },
  },
  {
    name: 'console-shared-not-to-features',
    comment:
      'apps/console/src/components/, lib/, api/ and auth/ serve every screen: they never import ' +
      'apps/console/src/features/.',
    severity: 'error',
    from: { path: '^apps/console/src/(components|lib|api|auth)/' },
    to: { path: '^apps/console/src/features/' },
  },
  {
    name: 'portal-and-console-apart',
    comment:
      'The portal and the operator console are separate apps (decision 041): neither imports ' +
      "the other, so the portal's bundle never carries a byte of the console. Share through " +
      'packages/shared.',
    severity: 'error',
    from: { path: '^apps/(web|console)/' },
    to: { path: '^apps/(web|console)/', pathNot: '^apps/$1/' },
  },
];

// d. No import cycle at run time; type-only imports are erased and do not count.
const cycles = {
  name: 'no-runtime-cycle',
  comment:
    'Runtime import cycle: modules that import each other load in an order that depends ' +
    'on who came first. Break it (move the shared part down, or import the type only).',
  severity: 'error',
  from: { path: '^(apps/server/src|apps/web/src|apps/console/src|packages/shared/src)/' },
  to: {
    circular: true,
    dependencyTypesNot: ['type-only'],
    viaOnly: { dependencyTypesNot: ['type-only'] },
  },
};

// Anything unresolved would slip past every rule above.
const resolvable = {
  name: 'resolvable',
  comment: 'An import the check cannot resolve escapes every boundary rule.',
  severity: 'error',
  from: {},
  to: { couldNotResolve: true },
};

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [...areaOrder, configTypeOnly, kysely, ...layers, cycles, resolvable],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Read TypeScript itself, so `import type` edges are seen and marked type-only.
    tsPreCompilationDeps: true,
    // @portal/shared resolves to its sources, as in the tests and the dev server.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
