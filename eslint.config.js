import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The boundaries the design states (docs/decisions/0012), each a rule that fails `pnpm lint`;
 * tests/boundaries checks every one against code that breaks it.
 */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts'];
const NO_WEB_IN_SERVER = { group: ['@ninety/web', '**/web/**'], message: 'the server never imports web' };
const NO_SERVER_IN_WEB = { group: ['@ninety/sync-server', '**/sync-server/**'], message: 'web never imports the server' };
const DEXIE_ONLY_IN_DB = { group: ['dexie', 'dexie-react-hooks', 'dexie/*'], message: 'only web/src/db imports Dexie' };
const LAZY_ONLY_AS_PART = {
  name: 'react',
  importNames: ['lazy'],
  message: "a part with a chunk of its own is made with lazyPart (web/src/lib/lazy-part.tsx) inside a LoadBoundary: React's lazy keeps a failed load for good",
};
const FETCH_ONLY_IN_SYNC = 'only web/src/sync talks to the server: call a function of web/src/sync';
const SQL_ONLY_IN_DB = 'only sync-server/src/db touches SQL: call a repository function of sync-server/src/db';
const SQLITE_ONLY_IN_DB = { group: ['better-sqlite3'], message: SQL_ONLY_IN_DB };
const SQL_TEXT = '/^\\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|WITH)\\s/i';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/dev-dist/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Boundaries of the architecture: domain imports only zod, api only domain and zod.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod|\\.)', message: 'domain imports only zod' }] }],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod|@ninety/domain|\\.)', message: 'api imports only domain and zod' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [LAZY_ONLY_AS_PART], patterns: [NO_SERVER_IN_WEB, DEXIE_ONLY_IN_DB] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_ONLY_IN_SYNC }],
      'no-restricted-properties': [
        'error',
        ...['window', 'self', 'globalThis'].map((object) => ({ object, property: 'fetch', message: FETCH_ONLY_IN_SYNC })),
      ],
    },
  },
  {
    // Where lazy parts are made, retried after a failed load.
    files: ['web/src/lib/lazy-part.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER_IN_WEB, DEXIE_ONLY_IN_DB] }] },
  },
  {
    // The store: Dexie is its business.
    files: ['web/src/db/**/*.{ts,tsx}', 'web/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER_IN_WEB] }] },
  },
  {
    // The network: the only code that calls the server.
    files: ['web/src/sync/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  // A feature is a screen: it uses db, lib, components and sync, never another feature.
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [LAZY_ONLY_AS_PART],
          patterns: [
            NO_SERVER_IN_WEB,
            DEXIE_ONLY_IN_DB,
            {
              group: FEATURES.filter((other) => other !== feature).flatMap((other) => [`../${other}`, `../${other}/**`, `**/features/${other}/**`]),
              message: `the ${feature} feature imports no other feature: move what they share to components, lib or db`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['sync-server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_WEB_IN_SERVER,
            SQLITE_ONLY_IN_DB,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SQL_TEXT}]`, message: SQL_ONLY_IN_DB },
        { selector: `TemplateElement[value.raw=${SQL_TEXT}]`, message: SQL_ONLY_IN_DB },
        { selector: "CallExpression[callee.property.name=/^(prepare|pragma)$/]", message: SQL_ONLY_IN_DB },
      ],
    },
  },
  {
    files: ['sync-server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_WEB_IN_SERVER] }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    // Services are the rules of the server, not HTTP: routes speak Hono, services do not.
    files: ['sync-server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_WEB_IN_SERVER,
            SQLITE_ONLY_IN_DB,
            { group: ['hono', 'hono/*', '@hono/*'], message: 'services never import Hono: HTTP is the routes\' business' },
          ],
        },
      ],
    },
  },
  { files: TESTS, rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off', 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' } },
);
