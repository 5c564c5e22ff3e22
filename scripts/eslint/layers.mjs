// The architecture's one table: which folder of src/ may import which. Everything else is
// refused, by the `layers/allowed-imports` lint rule below and proven in scripts/layering.test.ts.
// Its sibling `layers/calls-in-api` keeps the renderer's calls to main and writes to the query
// cache in its api/ folders (the shared src/renderer/api/ and each feature's own).
//
// A folder may always import itself. Files outside src/ (tests, e2e, bench, scripts) are not
// layered. The most specific folder wins: src/main/core/x.ts is `main/core`, src/main/index.ts
// is `main` (the entry that wires shell and core together). A folder with layers inside it holds
// only the files directly in it: a subfolder the table does not name is in no layer.
import { dirname, relative, resolve, sep } from 'node:path'

/**
 * The renderer's folders, top floor first. A folder imports only folders on the floors below
 * its own: an import across one floor or up is refused. The files directly in src/renderer
 * (app.tsx, main.tsx, quick-answer-main.tsx, render-window.tsx, window-settings.tsx) stand above them all. Inside a folder, its api/ is
 * its own (see `privateApiOf`).
 */
export const RENDERER_FLOORS = Object.freeze([
  ['items', 'quick'],
  ['lookup'],
  ['detail'],
  ['watch'],
  ['recent'],
  ['connect', 'links', 'status'],
  ['catalogs', 'filters', 'pagination', 'quick-answer-settings', 'replies', 'table', 'updates'],
  ['i18n', 'layout', 'start', 'testing', 'ui'],
  ['api', 'format', 'input', 'state', 'styles'],
])

const inRenderer = (folders) => folders.map((folder) => `renderer/${folder}`)

export const LAYERS = Object.freeze({
  shared: [],
  'main/core': ['shared', 'demo-server'],
  'main/shell': ['main/core', 'shared'],
  main: ['main/shell', 'main/core', 'shared'],
  preload: ['shared'],
  renderer: ['shared', ...inRenderer(RENDERER_FLOORS.flat())],
  ...Object.fromEntries(
    RENDERER_FLOORS.flatMap((floor, index) =>
      inRenderer(floor).map((folder) => [
        folder,
        ['shared', ...inRenderer(RENDERER_FLOORS.slice(index + 1).flat())],
      ]),
    ),
  ),
  'demo-server': ['shared'],
})

const SRC = resolve(import.meta.dirname, '..', '..', 'src')
const BY_SPECIFICITY = Object.keys(LAYERS).sort((a, b) => b.length - a.length)

const srcPath = (absolutePath) => relative(SRC, absolutePath).split(sep).join('/')
const hasInnerLayers = (layer) => BY_SPECIFICITY.some((other) => other.startsWith(`${layer}/`))

/** The layer a file belongs to; null outside src/; `undefined` inside src/ but in no layer. */
export function layerOf(absolutePath) {
  const path = srcPath(absolutePath)
  if (path.startsWith('..') || path === '') return null
  const layer = BY_SPECIFICITY.find((l) => path === l || path.startsWith(`${l}/`))
  if (layer && hasInnerLayers(layer) && path.slice(layer.length + 1).includes('/')) return undefined
  return layer
}

/** The layer whose private api/ folder holds this file (src/renderer/<feature>/api/), or null. */
export function privateApiOf(absolutePath) {
  const layer = layerOf(absolutePath)
  if (!layer?.startsWith('renderer/')) return null
  return srcPath(absolutePath).startsWith(`${layer}/api/`) ? layer : null
}

/** Test files and test helpers: the only files that may import a test helper. */
const TEST_FILE = /\.test(-support)?\.tsx?$|[\\/]test-setup\.ts$/
/** The one naming convention for test helpers (docs/dev/architecture.md, "The lint that holds them"). */
const TEST_HELPER = /\.test-support(\.tsx?)?$/

const inRendererLayer = (layer) =>
  typeof layer === 'string' && (layer === 'renderer' || layer.startsWith('renderer/'))

function describeTarget(specifier, target) {
  return target === null ? `${specifier} (outside src/)` : `src/${target}`
}

const allowedImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Each src/ folder imports only the folders its layer allows (scripts/eslint/layers.mjs).',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename)
    if (from === null) return {}
    const check = (node, source) => {
      const specifier = source?.value
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      if (TEST_HELPER.test(specifier) && !TEST_FILE.test(context.filename)) {
        context.report({
          node,
          message: `Shipped code may not import the test helper ${specifier}: only *.test.ts and *.test-support.ts files may.`,
        })
        return
      }
      const target = layerOf(resolve(dirname(context.filename), specifier))
      if (from === undefined) {
        context.report({
          node,
          message: `${context.filename} is in no layer of scripts/eslint/layers.mjs: add its folder there.`,
        })
        return
      }
      if (target === from) return
      const privateTo = privateApiOf(resolve(dirname(context.filename), specifier))
      // Tests may render a screen whole, so inside the renderer they may import any of its folders.
      if (TEST_FILE.test(context.filename) && inRendererLayer(from) && inRendererLayer(target)) return
      if (privateTo !== null) {
        context.report({
          node,
          message: `${specifier} is inside src/${privateTo}/api/, which only src/${privateTo} may import: a feature's api/ is its own. Import a hook or component that src/${privateTo} keeps outside its api/, or move the query or mutation to src/renderer/api/ if several features need it.`,
        })
        return
      }
      const allowed = LAYERS[from]
      if (target !== null && target !== undefined && allowed.includes(target)) return
      if (inRendererLayer(from) && from !== 'renderer' && inRendererLayer(target)) {
        context.report({
          node,
          message: `src/${from} may not import ${describeTarget(specifier, target)}: it stands on the same floor or above (RENDERER_FLOORS in scripts/eslint/layers.mjs), and renderer imports run only down. Move what both need into a folder below src/${from} (ui/, format/, state/, src/renderer/api/), or pass it down as a prop.`,
        })
        return
      }
      context.report({
        node,
        message: `src/${from} may import only ${allowed.length ? allowed.map((l) => `src/${l}`).join(', ') : 'itself'}; not ${describeTarget(specifier, target ?? null)} (see scripts/eslint/layers.mjs).`,
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

/** QueryClient methods that write the cache or ask main through it (reads stay free). */
export const CACHE_CALLS = Object.freeze([
  'setQueryData',
  'setQueriesData',
  'invalidateQueries',
  'removeQueries',
  'resetQueries',
  'cancelQueries',
  'refetchQueries',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'ensureInfiniteQueryData',
  'query',
  'infiniteQuery',
])
/** The one module that calls main (callCatalog, catalogApi). */
const CALL_CATALOG = resolve(SRC, 'renderer', 'api', 'call-catalog')

/** Where a renderer file's calls to main belong: its feature's api/, or the shared one. */
function apiHomeOf(absolutePath) {
  const layer = layerOf(absolutePath)
  return layer?.startsWith('renderer/')
    ? `src/${layer}/api/ (or src/renderer/api/ when several features share it)`
    : 'src/renderer/api/'
}

const unwrap = (node) =>
  node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression' ? unwrap(node.expression) : node

const callsInApi = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Only an api/ folder of the renderer calls main or writes the query cache.',
    },
    schema: [],
  },
  create(context) {
    const layer = layerOf(context.filename)
    const inApi = layer === 'renderer/api' || privateApiOf(context.filename) !== null
    if (!inRendererLayer(layer) || inApi || TEST_FILE.test(context.filename)) return {}
    const home = apiHomeOf(context.filename)
    const checkSource = (node, source) => {
      const specifier = source?.value
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      if (resolve(dirname(context.filename), specifier).replace(/\.tsx?$/, '') !== CALL_CATALOG) return
      context.report({
        node,
        message: `Only an api/ folder calls main: callCatalog and catalogApi (${specifier}) may not be used here. Put the call in a function or hook in ${home} and call that.`,
      })
    }
    return {
      ImportDeclaration: (node) => checkSource(node, node.source),
      ExportNamedDeclaration: (node) => checkSource(node, node.source),
      ExportAllDeclaration: (node) => checkSource(node, node.source),
      ImportExpression: (node) => checkSource(node, node.source),
      MemberExpression(node) {
        const object = unwrap(node.object)
        if (
          node.property.type === 'Identifier' &&
          node.property.name === 'catalog' &&
          object.type === 'Identifier' &&
          object.name === 'window'
        )
          context.report({
            node,
            message: `Only an api/ folder calls main: window.catalog may not be used here. Put the call in a function or hook in ${home} and call that.`,
          })
      },
      CallExpression(node) {
        const callee = unwrap(node.callee)
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        if (!CACHE_CALLS.includes(callee.property.name)) return
        context.report({
          node,
          message: `Only an api/ folder writes the query cache or fetches through it: ${callee.property.name}() may not be called here. Put it in a hook in ${home} that owns the cache update, and call that hook.`,
        })
      },
    }
  },
}

export const layersPlugin = { rules: { 'allowed-imports': allowedImports, 'calls-in-api': callsInApi } }
