// The layer table of docs/architecture.md ("Layers"), as dependency-cruiser rules. `npm run
// check:architecture` (scripts/architecture.mjs) runs them on src/, elements/, sandbox/, server/ and demo/,
// with the checks a dependency graph cannot make (names followed through re-exports, and rules of syntax).
// Every import counts: static, re-export, dynamic, `require`, and imports of types only, which a row allows
// only where it says `typesOf`.

/** Each layer's files. */
const LAYERS = {
  domain: '^src/domain/',
  api: '^src/api/',
  host: '^src/host/',
  i18n: '^src/i18n/',
  integrations: '^src/integrations/',
  state: '^src/state/',
  ui: '^src/ui/',
  screens: '^src/screens/',
  // src/app.tsx, src/Widget.tsx, the iframe page and the entries' early start-up.
  app: '^src/[^/]+$',
  elements: '^elements/',
  sandbox: '^sandbox/',
  server: '^server/',
  demo: '^demo/',
};

const layer = (name) => ({ path: LAYERS[name], what: name });
const typesOf = (name) => ({ path: LAYERS[name], what: name, typesOnly: true });
const described = (entry) => (entry.typesOnly ? `${entry.what} (types only)` : entry.what);

/**
 * What a screen may import besides its own folder and screens/parts/: shared components, its port's hook
 * (a module of `src/state/ports/`, whose values are its screens' hooks), the shapes a port shows (types
 * only: `src/state/screen.ts` and the ports' kit), and the domain's pure formats and constants.
 */
const SCREENS_MAY_IMPORT = [
  { path: '^src/ui/', what: 'ui' },
  { path: '^src/state/ports/[^/]+$', what: 'its port (src/state/ports/)' },
  { path: '^src/state/ports/kit/', what: "the ports' kit (src/state/ports/kit/)", typesOnly: true },
  { path: '^src/state/screen\\.ts$', what: 'the shapes a port shows (src/state/screen.ts)', typesOnly: true },
  layer('domain'),
];

/** What each layer may import besides its own files: the table's last column. */
const MAY_IMPORT = {
  domain: [],
  api: [layer('domain')],
  host: [layer('domain')],
  i18n: [],
  integrations: ['domain', 'api', 'host'].map(layer),
  state: ['domain', 'api', 'host', 'integrations', 'i18n'].map(layer),
  ui: ['i18n', 'domain'].map(layer),
  screens: SCREENS_MAY_IMPORT,
  app: ['screens', 'state', 'ui', 'domain', 'api', 'host', 'integrations', 'i18n'].map(layer),
  elements: ['app', 'domain', 'host', 'state', 'ui', 'i18n', 'api', 'integrations'].map(layer),
  sandbox: ['domain', 'server'].map(layer),
  // The merchant kit's server helper names the payload by the package's public types.
  server: [layer('domain'), typesOf('elements')],
  demo: ['elements', 'server'].map(layer),
};

/** A layer's own files are its folder; a screen's, its own folder (`$1`) and the parts screens share. */
const ownFiles = (name) =>
  name === 'screens'
    ? { from: '^src/screens/([^/]+)', paths: ['^src/screens/$1/', '^src/screens/parts/'], what: 'their own folder, screens/parts/' }
    : { from: LAYERS[name], paths: [LAYERS[name]], what: 'its own files' };
const OURS = Object.values(LAYERS);
/** Styles and strings are data, whoever imports them. */
const DATA = '\\.(css|json)$';

/** A layer imports its own files and what its row names (names and types); anything else of ours is refused. */
function layerRule(name) {
  const [allowed, own] = [MAY_IMPORT[name], ownFiles(name)];
  return {
    name: `layer-${name}`,
    comment: `${name} may import ${[own.what, ...allowed.map(described)].join(', ')}`,
    severity: 'error',
    from: { path: own.from },
    to: { path: OURS, pathNot: [...own.paths, ...allowed.map((entry) => entry.path), DATA] },
  };
}

/** Where a row allows types only, an import of a value is refused. */
function typesOnlyRule(name) {
  const types = MAY_IMPORT[name].filter((entry) => entry.typesOnly);
  if (types.length === 0) return [];
  return [
    {
      name: `layer-${name}-types-only`,
      comment: `${name} may import only types of ${types.map((entry) => entry.what).join(', ')}`,
      severity: 'error',
      from: { path: ownFiles(name).from },
      to: { path: types.map((entry) => entry.path), dependencyTypesNot: ['type-only'] },
    },
  ];
}

module.exports = {
  forbidden: [
    ...Object.keys(LAYERS).flatMap((name) => [layerRule(name), ...typesOnlyRule(name)]),
    {
      name: 'screens-no-router',
      comment: "screens move on through their feature's hooks (useNavigate, which takes only a Route, or useFollow), never the router",
      severity: 'error',
      from: { path: LAYERS.screens },
      to: { path: '(^|/)node_modules/wouter/|^wouter(/|$)' },
    },
    {
      name: 'no-unresolved-import',
      comment: 'every relative import names a file (the layer rules judge only the files they can see)',
      severity: 'error',
      from: { path: OURS },
      to: { couldNotResolve: true, path: '^[.]{1,2}/' },
    },
    {
      name: 'no-cycle',
      comment: 'no import cycle among values (imports of types only, and dynamic imports, left out)',
      severity: 'error',
      from: { path: OURS },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only', 'dynamic-import'],
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
  ],
  options: {
    // swc reads TypeScript with its imports of types only marked (TypeScript 7 has no compiler API for
    // dependency-cruiser to use).
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
