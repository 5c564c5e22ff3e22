import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { stripDefaultMessagesPlugin } from './scripts/messages/strip-default-messages.mjs'
import { eagerCompileHintsPlugin } from './scripts/build/eager-compile-hints.mjs'
import { applyDevServerCsp } from './src/main/shell/content-security-policy'
import { DEFAULT_APP_LANGUAGE } from './src/shared/i18n/app-languages'
import { compileCatalog, MESSAGE_CHUNK_DIR } from './src/shared/i18n/compile-catalog'
import { API_METHODS, EVENT_METHODS } from './src/shared/ipc'

/** The main window's page among the renderer's inputs (the Quick answer window's is the other). */
const MAIN_WINDOW_ENTRY = 'index'

/** The message catalogs (src/shared/i18n/messages/*.json), as the window's build reads them. */
const MESSAGE_CATALOG = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/]([\w-]+)\.json$/

/**
 * Three bundles: main (Node, CommonJS, with the team file reader as a second entry), preload (sandboxed, so one self-contained CommonJS
 * file with no imports left but `electron`), renderer (the React app, loaded from file://,
 * hence the relative base).
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Runtime dependencies stay external and ship in the app's node_modules (keytar is native).
      externalizeDeps: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // Started as a process of its own (shell/team-file-reader.ts), so a share that never
          // answers holds only that process's I/O threads.
          'team-file-reader': resolve(__dirname, 'src/main/core/team-templates/team-file-process.ts'),
        },
      },
    },
  },
  preload: {
    // The names only (src/preload/index.ts): the contract's schemas and zod stay out of the preload.
    define: { __IPC_NAMES__: JSON.stringify({ methods: API_METHODS, events: EVENT_METHODS }) },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require anything but `electron`: bundle everything else in.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    base: './',
    plugins: [
      react(),
      // Each message's English lives beside its code for people to read, and reaches the window
      // once: in en.json, its English catalog. The build takes it out of the code (ids stay).
      stripDefaultMessagesPlugin(),
      // The lazy parts compile while the window is idle, not in the click that first opens one.
      eagerCompileHintsPlugin({ mainEntry: MAIN_WINDOW_ENTRY }),
      // Only while `electron-vite dev` serves the page: Vite's refresh preamble and hot-reload
      // socket need a looser policy. Builds keep index.html's strict CSP (a test checks it).
      { name: 'dev-server-csp', apply: 'serve', transformIndexHtml: applyDevServerCsp },
      // Catalogs as syntax trees, before Vite's JSON plugin makes them modules: react-intl then
      // formats without its ICU parser, which the alias below leaves out of the bundle.
      {
        name: 'compile-message-catalogs',
        enforce: 'pre',
        transform: (code, id) =>
          MESSAGE_CATALOG.test(id) ? { code: compileCatalog(code, id), map: null } : null,
      },
    ],
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves builds unminified; the renderer is what a person waits for at
      // start-up, so ship it minified (main and preload are small and read once).
      minify: true,
      // .vite/manifest.json: each entry's chunks and what each imports, statically or on demand;
      // the bench reads from it what the first screen loads (bench/bundle-size.ts).
      manifest: true,
      rollupOptions: {
        input: {
          [MAIN_WINDOW_ENTRY]: resolve(__dirname, 'src/renderer/index.html'),
          // The Quick answer window: a page of its own, which the shell loads beside index.html.
          'quick-answer': resolve(__dirname, 'src/renderer/quick-answer.html'),
        },
        output: {
          // English's catalog a chunk of its own, as the others are (they load on demand; it is
          // imported statically, so it loads with the window): words grow with the screens, code
          // with the features, and the bench budgets them apart (bench/README.md, "bundle").
          manualChunks: (id) =>
            MESSAGE_CATALOG.exec(id)?.[1] === DEFAULT_APP_LANGUAGE ? DEFAULT_APP_LANGUAGE : undefined,
          chunkFileNames: (chunk) =>
            chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => MESSAGE_CATALOG.test(id))
              ? `assets/${MESSAGE_CHUNK_DIR}/[name]-[hash].js`
              : 'assets/[name]-[hash].js',
        },
      },
    },
  },
})
