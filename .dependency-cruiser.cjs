// The layers of Gloss, checked by `npm run layers` (part of `npm test`). ARCHITECTURE.md ("Layers") draws
// them. Every rule is an error and there is no exceptions list: an import that breaks one is moved, or
// the change it carries goes through a write hook (server/src/db/write-hooks.ts). dependency-cruiser is held
// at 17.x: 18 needs Node 22, and Gloss runs on Node 20 (package.json's engines).

/**
 * The server's layers, lowest first. A module may import the modules of its own layer listed before it
 * and anything in the layers below; never one listed after it. `ground` is one module: its folders import
 * each other freely, as long as no cycle forms.
 */
const SERVER_LAYERS = [
  { layer: 'ground', modules: ['ground'] },
  {
    layer: 'features',
    modules: [
      'users', 'auth', 'oauth', 'workspaces',
      'datasets', 'fields', 'questions', 'metadata-properties', 'vectors-settings',
      'records', 'search', 'assignments', 'reviewers', 'record-access',
      'responses', 'suggestions', 'comments',
      'uploads', 'jobs',
    ],
  },
  {
    layer: 'compositions',
    modules: ['dataset-records', 'record-search', 'reviews', 'webhooks', 'progress', 'exports', 'agreement', 'info', 'imports', 'hub-exports', 'metrics'],
  },
  { layer: 'process', modules: ['process'] },
];

const GROUND = '^server/src/(config\\.ts|db/|domain/|http/|logging/|sources/|hub/)';
const PROCESS = '^server/src/(app\\.ts|main\\.ts|effects\\.ts|process-guards\\.ts|cli/|bootstrap/)';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pathOf(layer, module) {
  if (module === 'ground') return GROUND;
  if (module === 'process') return PROCESS;
  return `^server/src/${layer}/${escape(module)}/`;
}

const ordered = SERVER_LAYERS.flatMap(({ layer, modules }) => modules.map((module) => ({ layer, module, path: pathOf(layer, module) })));

const serverLayerRules = ordered.slice(0, -1).map(({ layer, module, path }, index) => {
  const above = ordered.slice(index + 1);
  const name = module === layer ? layer : `${layer}/${module}`;
  return {
    name: `server-layers: ${name}`,
    comment:
      `${name} may import only what sits below it in the server's layers (.dependency-cruiser.cjs, SERVER_LAYERS; ` +
      `ARCHITECTURE.md, "Layers"). Move the code down, or announce the change through a write hook that the ` +
      `feature above handles (server/src/effects.ts).`,
    severity: 'error',
    from: { path },
    to: { path: above.map((next) => next.path) },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself through others, in any workspace (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...serverLayerRules,
    {
      name: 'server-modules-in-a-layer',
      comment:
        'Every server folder under src/features or src/compositions is listed in SERVER_LAYERS ' +
        '(.dependency-cruiser.cjs), so that its place in the layers is decided, not left out of the check.',
      severity: 'error',
      from: {
        path: '^server/src/(features|compositions)/',
        pathNot: ordered.filter(({ layer }) => layer === 'features' || layer === 'compositions').map(({ path }) => path),
      },
      to: {},
    },
    {
      name: 'web-shared-below-components',
      comment: "The web app's shared code (src/shared) is below its components (src/components): it never imports them.",
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/components/' },
    },
    {
      name: 'web-features-above-shared-code',
      comment: "Shared code and components never import a feature or the app shell (src/features, src/app, src/main.tsx).",
      severity: 'error',
      from: { path: '^web/src/(shared|components|styles)/' },
      to: { path: '^web/src/(features/|app/|main\\.tsx)' },
    },
    {
      name: 'web-app-on-top',
      comment: 'Nothing but main.tsx imports the app shell (src/app).',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/(app/|main\\.tsx)' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-features-through-their-entry',
      comment:
        "A web feature never reaches into another: it imports another feature only through that feature's " +
        'public entry (src/features/<feature>/index.ts).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'workspaces-apart',
      comment: 'The server, the web app and the contract meet only through the contract package (@gloss/contract).',
      severity: 'error',
      from: { path: '^(server|web|contract)/' },
      to: { path: '^(server|web|contract)/', pathNot: '^$1/' },
    },
  ],
  options: {
    // Type-only imports are edges too: a cycle of types is still a cycle a reader has to untangle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
