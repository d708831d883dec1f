// @ts-check
// The linter of everything outside frontend/ (which has its own eslint.config.js): run by
// `npm run lint` (part of `npm test`) with --max-warnings 0, so every rule here is a gate. The rule
// choices are the front end's (frontend/eslint.config.js) minus the React and accessibility ones.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The TypeScript projects outside frontend/, which `npm run typecheck` checks: tsconfig.json (Hardhat's
 * CommonJS world: the config, scripts/, the generated contract bindings), test/tsconfig.json (the
 * contract tests) and supabase/tsconfig.json (ES modules: the Edge Function's logic, the database
 * tests, and scripts/*.mts, which run with tsx) and indexer/tsconfig.json (the Ponder indexer).
 */
const projects = ['tsconfig.json', 'test/tsconfig.json', 'supabase/tsconfig.json', 'indexer/tsconfig.json'].map(
  (project) => `${here}${project}`,
);

export default tseslint.config(
  {
    // The front end lints itself; the rest is generated (`npm run compile`, coverage) or installed.
    // supabase/functions/*/index.ts is Deno code (Deno.serve, Deno.env), outside supabase/tsconfig.json.
    ignores: [
      'frontend/**',
      'node_modules/**',
      'artifacts/**',
      'cache/**',
      'typechain-types/**',
      'coverage/**',
      'supabase/functions/*/index.ts',
      // Written by Ponder (`ponder codegen`).
      'indexer/ponder-env.d.ts',
      'indexer/.ponder/**',
      'indexer/generated/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { project: projects, tsconfigRootDir: here },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers read naturally in messages; objects, nullish values and the like still need a decision.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Function-typed properties say they carry no `this`, so unbound-method stays meaningful for classes.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // A leading underscore marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x reads no TypeScript module's imports (its default extensions are
      // JavaScript's), and no-cycle passed every cycle between .ts files unseen.
      'import-x/extensions': ['.ts', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: projects, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Plain JavaScript (this file, start.mjs, check-coverage.mjs, scripts/lib/*.mjs): no types to check.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
