import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { applyDevServerCsp } from './src/main/shell/content-security-policy'

/**
 * Three bundles: main (Node, CommonJS), preload (sandboxed, so one self-contained CommonJS
 * file with no imports left but `electron`), renderer (the React app, loaded from file://,
 * hence the relative base).
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Runtime dependencies stay external and ship in the app's node_modules (keytar is native).
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
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
      // Only while `electron-vite dev` serves the page: Vite's refresh preamble and hot-reload
      // socket need a looser policy. Builds keep index.html's strict CSP (a test checks it).
      { name: 'dev-server-csp', apply: 'serve', transformIndexHtml: applyDevServerCsp },
    ],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves builds unminified; the renderer is what a person waits for at
      // start-up, so ship it minified (main and preload are small and read once).
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
  },
})
