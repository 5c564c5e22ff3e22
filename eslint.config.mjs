// Lint, and the layering rules that keep each runtime's code in its own lane.
// The folder rules are the architecture (see docs/dev/architecture.md): breaking one is an error.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import formatjs from 'eslint-plugin-formatjs'
import globals from 'globals'
import { builtinModules } from 'node:module'
import { layersPlugin } from './scripts/eslint/layers.mjs'

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
 * Where the window's words come from the message catalogs (src/shared/i18n/messages), so no
 * English is written in JSX (issue 43): each folder joins as it is converted, until the list
 * is all of src/renderer.
 */
const WORDED_FROM_CATALOGS = [
  'src/renderer/connect/**/*.tsx',
  'src/renderer/layout/startup-splash.tsx',
  'src/renderer/layout/density-select.tsx',
  'src/renderer/layout/crash-boundary.tsx',
  'src/renderer/items/list-states.tsx',
  'src/renderer/lookup/lookup-wait-note.tsx',
  'src/renderer/ui/error-message.tsx',
  'src/renderer/ui/retry-note.tsx',
  'src/renderer/catalogs/catalog-details-fields.tsx',
  'src/renderer/catalogs/environment-tag.tsx',
  'src/renderer/pagination/**/*.tsx',
  'src/renderer/ui/about-line.tsx',
  'src/renderer/ui/notices-banner.tsx',
  'src/renderer/updates/**/*.tsx',
  'src/renderer/watch/**/*.tsx',
  'src/renderer/recent/**/*.tsx',
  'src/renderer/status/status-badge.tsx',
  'src/renderer/catalogs/**/*.tsx',
  'src/renderer/ui/dialog.tsx',
  'src/renderer/links/**/*.tsx',
  'src/renderer/detail/**/*.tsx',
  'src/renderer/layout/detail-frame.tsx',
  'src/renderer/ui/**/*.tsx',
  'src/renderer/app.tsx',
  'src/renderer/lookup/**/*.tsx',
  'src/renderer/items/bulk-lookup-slot.tsx',
  'src/renderer/items/open-item-form.tsx',
  'src/renderer/replies/reply-templates-dialog.tsx',
  'src/renderer/replies/template-editor.tsx',
  'src/renderer/replies/template-box.tsx',
  'src/renderer/replies/unsaved-changes-dialog.tsx',
  'src/renderer/replies/import-templates-dialog.tsx',
  'src/renderer/replies/team-templates-section.tsx',
  'src/renderer/replies/team-error-rows.tsx',
  'src/renderer/replies/reply-templates-host.tsx',
  'src/renderer/filters/**/*.tsx',
  'src/renderer/table/**/*.tsx',
  'src/renderer/items/results-bar.tsx',
  'src/renderer/items/export-list-menu.tsx',
  'src/renderer/items/items-header.tsx',
  'src/renderer/items/items-results.tsx',
  'src/renderer/items/list-actions.tsx',
  'src/renderer/items/items-screen.tsx',
  'src/renderer/items/open-item-pane.tsx',
  'src/renderer/items/workspace.tsx',
  'src/renderer/status/status-line.tsx',
  'src/renderer/replies/reply-language-select.tsx',
  'src/renderer/replies/customer-name-field.tsx',
  'src/renderer/replies/reply-tools.tsx',
  'src/renderer/replies/use-reply-set.tsx',
  'src/renderer/replies/error-choice.tsx',
  'src/renderer/replies/catalog-errors.tsx',
  'src/renderer/replies/agent-name-field.tsx',
]

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
                'Import types only from here; runtime values come from zod-free modules (limits, apps, urls, empty-filters, api-methods).',
            },
            {
              regex: 'shared/i18n/message-catalogs$',
              message:
                'A window loads one catalog: import English from its JSON, the others through src/renderer/api/load-messages.ts.',
            },
            {
              // The detector's trigram data is most of ~86 KB minified; main reads a ticket's language.
              regex: '^franc|shared/reply/ticket-language$',
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
    files: ['src/demo-server/**/*.ts'],
    rules: restrict(noElectron, noReact),
  },
)
