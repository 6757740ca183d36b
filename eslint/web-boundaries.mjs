// Layers of the three web apps, as in bulletproof-react: shared code → features → app, and packages below the
// apps. In an app, `src/{api,components,hooks,utils,locales}` are shared (the base api and the i18n instance
// included), `src/features/<feature>` use them, and `src/app` (store, router, config) puts features together.
//
// `no-restricted-imports` sees only the import's text, so "another feature" is told by how far up a path
// climbs: from a file `depth` folders below its feature's folder, `depth + 1` steps up reach `features/`.
// One config per depth spells that out.

const TS_FILES = '*.{ts,tsx}';
const TEST_FILES = '*.test.{ts,tsx}';
/** Deepest folder nesting inside a feature the rules cover (features/x/components/parts/... is depth 2). */
const MAX_FEATURE_DEPTH = 4;
const SHARED_FOLDERS = '{api,components,hooks,utils,locales}';

const APP = '^(@inkwell/web-(client|admin|linguist)|(\\.\\./)+web-(client|admin|linguist))(/|$)';

const otherApp = {
  regex: APP,
  message: 'An app imports no other app: move what both need to packages/web-kit or ui-kit.',
};

const otherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!\\.)`,
  message:
    "A feature imports no other feature: move the shared piece to the app's src/components, src/hooks, src/api, " +
    "src/locales or utils, or to web-kit, or let src/app put the two together.",
});

const featureUpward = {
  regex: '^(\\.\\./)+(app|features)(/|$)',
  message:
    'A feature imports neither src/app (which imports features) nor another feature; the base api is ' +
    'src/api/base-api and the i18n instance src/locales/i18n.',
};

const sharedUpward = {
  regex: '^(\\.\\./)+(app|features)(/|$)',
  message: "The app's shared code (api, components, hooks, utils, locales) imports no feature and nothing of src/app.",
};

const anyApp = {
  regex: APP,
  message: 'Packages serve the apps and import none of them.',
};

const webKit = {
  regex: '^(@inkwell/web-kit|(\\.\\./)+packages/web-kit)(/|$)',
  message: 'ui-kit sits below web-kit and imports none of it.',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const featureDepths = Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => depth);
const inFeature = (depth, name) => `web-*/src/features/*/${'*/'.repeat(depth)}${name}`;

export default [
  // Flat config replaces a rule's options per file rather than merging them, so each file set gets every
  // pattern that applies to it in one place.
  {
    files: ['web-*/src/**/*.{ts,tsx}'],
    rules: restrict(otherApp),
  },
  {
    files: [`web-*/src/${SHARED_FOLDERS}/**/${TS_FILES}`],
    // Tests render the app's routes and read feature texts to check shared code where it is used.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(otherApp, sharedUpward),
  },
  ...featureDepths.flatMap((depth) => [
    {
      files: [inFeature(depth, TS_FILES)],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: restrict(otherApp, otherFeature(depth), featureUpward),
    },
    {
      // A feature's tests may render the app around it, but still reach no other feature.
      files: [inFeature(depth, TEST_FILES)],
      rules: restrict(otherApp, otherFeature(depth)),
    },
  ]),
  {
    files: ['packages/web-kit/**/*.{ts,tsx,mts}'],
    rules: restrict(anyApp),
  },
  {
    files: ['ui-kit/**/*.{ts,tsx,mts}'],
    rules: restrict(anyApp, webKit),
  },
];
