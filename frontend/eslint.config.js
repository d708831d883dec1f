// @ts-check
// The front end's linter: run by `npm run lint` at the repository root (part of `npm test`) with
// --max-warnings 0, so every rule here is a gate, not advice.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The features, lowest layer first: a feature may import only features listed before it, so the
 * features form no cycle (e.g. rentals use tools and the chain; tools know nothing of rentals).
 * What composes several features belongs in a page or app/; what several share belongs in shared/.
 */
const featureLayers = [
  'toast',
  'theme',
  'chain',
  'wallet',
  'accounts',
  'tools',
  'signedOffers',
  'rentals',
  'conditionPhotos',
  'reviews',
  'help',
  'disputes',
  'notifications',
  'chat',
  'profile',
  'shell',
];
const featureDirectories = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = featureDirectories.filter((feature) => !featureLayers.includes(feature));
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: place the feature(s) ${unplaced.join(', ')} in featureLayers (lowest layer first).`,
  );
}
const features = featureLayers.filter((feature) => featureDirectories.includes(feature));

const testFiles = ['src/**/*.test.{ts,tsx}', 'src/**/test/**/*.{ts,tsx}', 'src/test/**/*.{ts,tsx}'];

/**
 * The module boundaries. A feature is imported from outside only through its public index.ts, and
 * by another feature only if that one sits above it in featureLayers; features never import pages
 * or the app; shared/ imports no feature, page or app; pages never import the app. Tests may also
 * use a feature's test/ helpers, render pages, and use features of any layer.
 * @param {boolean} forTests
 */
function boundaryZones(forTests) {
  const publicEntries = forTests ? ['./index.ts', './test'] : ['./index.ts'];
  const message = forTests
    ? 'Import another feature through its index.ts (or, in a test, its test/ helpers).'
    : "Import another feature through its index.ts: move what it needs into that feature's public surface, into shared/, or up into a page.";
  /** @type {{ target: string | string[], from: string, except?: string[], message: string }[]} */
  const zones = [];
  for (const feature of features) {
    zones.push({
      target: ['./src/!(features)/**', './src/*.{ts,tsx}'],
      from: `./src/features/${feature}`,
      except: publicEntries,
      message,
    });
    features.forEach((other, layer) => {
      if (other === feature) return;
      // Tests are imported by nothing, so they cannot close a cycle: they may use any feature.
      const allowed = forTests || layer < features.indexOf(feature);
      zones.push({
        target: `./src/features/${feature}`,
        from: `./src/features/${other}`,
        ...(allowed ? { except: publicEntries } : {}),
        message: allowed
          ? message
          : `features/${feature} is below features/${other} (featureLayers in eslint.config.js): move what needs both up into a page or app/, or what both need down into shared/.`,
      });
    });
  }
  // Tests of a page may sit with the feature they exercise.
  if (!forTests)
    zones.push({
      target: './src/features',
      from: './src/pages',
      message: 'Features never import pages: pages compose features.',
    });
  zones.push(
    { target: './src/features', from: './src/app', message: 'Features never import the app shell.' },
    { target: './src/pages', from: './src/app', message: 'Pages never import the app shell.' },
    { target: './src/shared', from: './src/features', message: 'shared/ is below every feature.' },
    { target: './src/shared', from: './src/pages', message: 'shared/ is below every page.' },
    { target: './src/shared', from: './src/app', message: 'shared/ is below the app shell.' },
  );
  return zones;
}

export default tseslint.config(
  {
    // Generated: dist and reports, and the database types `npm run db:types` writes.
    ignores: [
      'dist/**',
      'dist-supabase/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      'src/shared/supabase/database.types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: here },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `onClick={() => setOpen(false)}` is the React idiom, not a confusing use of a void value.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers read naturally in messages; objects, nullish values and the like still need a decision.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Contexts and clients are destructured everywhere (`const { login } = useAuth()`): function-typed
      // properties say they carry no `this`, so unbound-method stays meaningful for real classes.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // A leading underscore marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x reads no TypeScript module's imports (its default extensions are
      // JavaScript's), and no-cycle passed every cycle between .ts files unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${here}tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Test doubles implement async interfaces without awaiting and stub callbacks with no-ops.
    files: [...testFiles, 'e2e/**/*.ts', 'e2e-supabase/**/*.{ts,mts}'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones(false) }] },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones(true) }] },
  },
  {
    // Plain JavaScript (this file, the build and e2e scripts, the illustration generator): no types to check.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**/*.ts', 'e2e-supabase/**/*.{ts,mts}', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
