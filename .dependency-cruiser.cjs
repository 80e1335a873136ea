// Layer rules of src/ (docs/en/v1/architecture.mdx, "Layers"), checked by `npm run lint:layers` in `npm test`.
// Folders are pipeline stages; an import only ever points down this list. A backwards import fails with
// the name of the rule it breaks.

/** Top to bottom: each layer's name and the paths under src/ it holds (folders, or a file). */
const LAYERS = [
  ['index', ['index.ts']], // the programmatic API
  ['cli', ['cli/', 'init/']],
  ['dev', ['dev/']],
  ['output', ['output/']],
  ['site', ['site/']],
  ['pages', ['pages/']],
  ['producers', ['content/', 'openapi/', 'asyncapi/']],
  ['render', ['render/']],
  ['navigation', ['navigation/']],
  ['specs', ['specs/']],
  ['config', ['config/']],
  ['model', ['model/']],
  ['base', ['source/', 'diagnostics/', 'common/', 'samples/']],
];

/** A regex matching the paths of the given layers. */
const at = (layers) =>
  `^src/(${layers.flatMap(([, paths]) => paths.map((p) => p.replace(/\./g, '\\.') + (p.endsWith('/') ? '' : '$'))).join('|')})`;
const TESTS = '\\.test\\.tsx?$';

const layerRules = LAYERS.slice(1).map((layer, i) => ({
  name: `layer-${layer[0]}-imports-upward`,
  comment: `${layer[1].join(', ')} may import only its own layer and those below it`,
  severity: 'error',
  from: { path: at([layer]), pathNot: TESTS },
  // model/ may take zod output types from config/schema/ (see model-imports-schema-types-only).
  to: { path: at(LAYERS.slice(0, i + 1)), ...(layer[0] === 'model' ? { pathNot: '^src/config/schema/' } : {}) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'src/ has no import cycles (type-only cycles included): a cycle means two modules are one idea, or a layer is wrong',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'module-outside-the-layers',
      comment: 'every module of src/ lives in one of the layers listed in .dependency-cruiser.cjs',
      severity: 'error',
      from: { path: '^src/', pathNot: `${at(LAYERS)}|${TESTS}` },
      to: {},
    },
    {
      name: 'model-is-types-only',
      comment:
        'model/ holds types only: it imports common/ and diagnostics/, and the zod output types of config/schema/ (import type), nothing else',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { path: '^src/', pathNot: '^src/(model|common|diagnostics|config/schema)/' },
    },
    {
      name: 'model-imports-schema-types-only',
      comment: 'model/ may take types from config/schema/, never values',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { path: '^src/config/schema/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'render-draws-the-model-only',
      comment: 'render/ draws Page and SiteModel values: it never imports config/, navigation/, specs/ or a page producer',
      severity: 'error',
      from: { path: '^src/render/', pathNot: TESTS },
      to: { path: '^src/(config|navigation|specs|content|openapi|asyncapi|pages)/' },
    },
    {
      name: 'runtime-is-separate',
      comment:
        'the browser runtime (runtime/, its own tsconfig) imports from src/ only the isomorphic common/ and samples/, and model/ types',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^src/', pathNot: '^src/(common|samples|model)/' },
    },
    {
      name: 'runtime-takes-model-types-only',
      comment: 'model/ describes the page data the runtime reads: import type only',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^src/model/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-does-not-import-runtime',
      comment: 'src/ ships the prebuilt runtime bundle as an asset; it never imports runtime/ sources',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^runtime/' },
    },
    {
      name: 'common-is-isomorphic',
      comment: 'common/ and samples/ also run in the browser (the playground): no node: modules',
      severity: 'error',
      from: { path: '^src/(common|samples)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'samples-stand-alone',
      comment: 'samples/ (code samples, shared with the playground) imports only common/ from src/',
      severity: 'error',
      from: { path: '^src/samples/' },
      to: { path: '^src/', pathNot: '^src/(samples|common)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|lib|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
