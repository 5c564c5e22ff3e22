// Lint, and the layering rules that keep each runtime's code in its own lane.
// The folder rules are the architecture (see docs/dev/architecture.md): breaking one is an error.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import formatjs from 'eslint-plugin-formatjs'
import globals from 'globals'
import { builtinModules } from 'node:module'
import { layersPlugin } from './scripts/eslint/layers.mjs'
import { ADDITIONAL_FUNCTION_NAMES } from './scripts/messages/message-functions.mjs'

const nodeBuiltins = builtinModules.flatMap((name) => [name, `${name}/*`])
const noNode = {
  group: ['node:*', ...nodeBuiltins],
  message: 'Node APIs are not available here: this code runs in the browser (or must stay pure).',
}
const noElectron = {
  group: ['electron', 'electron/*', 'electron-updater', 'electron-updater/*'],
  message:
    'Only the thin Electron shell (src/main/shell, src/main/index.ts) and the preload may import electron (and electron-updater).',
}
const noReact = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-*'],
  message: 'Only the renderer uses React.',
}
/**
 * The window's words come from the message catalogs (src/shared/i18n/messages), so no English
 * is written in JSX (issue 43): every component of the renderer.
 */
const WORDED_FROM_CATALOGS = ['src/renderer/**/*.tsx']

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      '.tools/**',
      '.cache/**',
      'reports/**',
      '.stryker-tmp/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Which src/ folder may import which: one allow-list table (scripts/eslint/layers.mjs),
    // and only the renderer's api/ folders call main or write the query cache.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/allowed-imports': 'error', 'layers/calls-in-api': 'error' },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [noElectron, noNode],
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message:
                "Mutations are hooks in an api/ folder that own their cache update: the feature's own <feature>/api/, or src/renderer/api/ when features share one. Call one of those (or add one there).",
            },
          ],
        },
      ],
    },
  },
  {
    files: WORDED_FROM_CATALOGS,
    ignores: ['src/renderer/**/*.test.{ts,tsx}', 'src/renderer/**/*.test-support.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      // Text and the attributes read aloud or shown (aria-*, placeholder, title, alt), and the
      // props components take words by (label, title).
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt}']] } },
      ],
    },
  },
  {
    // Every message carries its English beside its id (the source `npm run messages:extract`
    // writes en.json from), and is given exactly the values that English asks for. Ids stay
    // hand-written: translators' catalogs are keyed by them.
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { formatjs },
    settings: { formatjs: { additionalFunctionNames: [...ADDITIONAL_FUNCTION_NAMES] } },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
    },
  },
  {
    // The window's build strips each message's English and description from the code
    // (electron.vite.config.ts): shipped code that read them would show nothing in the app
    // while its tests, run from source, still passed. English is read from en.json.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[property.name=/^(defaultMessage|description)$/]',
          'MemberExpression[property.value=/^(defaultMessage|description)$/]',
          'ObjectPattern > Property[key.name=/^(defaultMessage|description)$/]',
        ].map((selector) => ({
          selector,
          message:
            "A build strips messages' defaultMessage and description: read English with inEnglish(words(message)) (src/shared/i18n/english.ts).",
        })),
      ],
    },
  },
  {
    // The homes of the renderer's mutations: the shared api/ and each feature's own.
    files: ['src/renderer/**/api/**/*.{ts,tsx}'],
    rules: restrict(noElectron, noNode),
  },
  {
    // Main validates everything; the renderer only displays. Types from the schema modules
    // are welcome, but a value import would pull zod (~25 KB gzipped) into the bundle.
    // (Tests are not bundled, so they may use the schemas.)
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/**/*.test.{ts,tsx}', 'src/renderer/**/*.test-support.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^zod$|shared/ipc(/[\\w-]+)?$|shared/catalog(/(index|formats|item|envelope|list-query|status))?$',
              allowTypeImports: true,
              message:
                'Import types only from here; runtime values come from zod-free modules (limits, apps, urls, empty-filters).',
            },
            {
              regex: 'shared/i18n/message-catalogs$',
              message:
                'A window loads one catalog: import English from its JSON, the others through src/renderer/api/load-messages.ts.',
            },
            {
              // The detector's trigram data is most of ~86 KB minified; main reads a ticket's language.
              regex: '^franc|shared/ticket/language$',
              allowTypeImports: true,
              message:
                "The ticket's language is read in main: ask main as readTicketLanguage does (src/renderer/lookup/api/read-ticket-language.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict(noElectron, noNode, noReact),
  },
  {
    files: ['src/main/core/**/*.ts'],
    rules: restrict(noElectron, noReact),
  },
  {
    files: ['src/main/shell/**/*.ts', 'src/main/*.ts'],
    rules: restrict(noReact),
  },
  {
    // The preload runs sandboxed: only `electron` (contextBridge, ipcRenderer) and pure code.
    files: ['src/preload/**/*.ts'],
    rules: restrict(noNode, noReact),
  },
  {
    // Its names come from the contract at build time (electron.vite.config.ts): a value import
    // of the contract would bundle zod and every schema into the preload.
    files: ['src/preload/**/*.ts'],
    ignores: ['src/preload/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod$|shared/ipc(/[\\w-]+)?$',
              allowTypeImports: true,
              message: 'The preload takes only types from the contract; its names are defined at build time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/demo-server/**/*.ts'],
    rules: restrict(noElectron, noReact),
  },
)
