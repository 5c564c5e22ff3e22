// The architecture's one table: which folder of src/ may import which. Everything else is
// refused, by the `layers/allowed-imports` lint rule below and proven in scripts/layering.test.ts.
//
// A folder may always import itself. Files outside src/ (tests, e2e, bench, scripts) are not
// layered. The most specific folder wins: src/main/core/x.ts is `main/core`, src/main/index.ts
// is `main` (the entry that wires shell and core together).
import { dirname, relative, resolve, sep } from 'node:path'

export const LAYERS = Object.freeze({
  shared: [],
  'main/core': ['shared', 'demo-server'],
  'main/shell': ['main/core', 'shared'],
  main: ['main/shell', 'main/core', 'shared'],
  preload: ['shared'],
  renderer: ['shared'],
  'demo-server': ['shared'],
})

const SRC = resolve(import.meta.dirname, '..', '..', 'src')
const BY_SPECIFICITY = Object.keys(LAYERS).sort((a, b) => b.length - a.length)

/** The layer a file belongs to; null outside src/; `undefined` inside src/ but in no layer. */
export function layerOf(absolutePath) {
  const path = relative(SRC, absolutePath).split(sep).join('/')
  if (path.startsWith('..') || path === '') return null
  return BY_SPECIFICITY.find((layer) => path === layer || path.startsWith(`${layer}/`))
}

/** Test files and test helpers: the only files that may import a test helper. */
const TEST_FILE = /\.test(-support)?\.tsx?$|[\\/]test-setup\.ts$/
/** The one naming convention for test helpers (docs/dev/architecture.md, "The lint that holds them"). */
const TEST_HELPER = /\.test-support(\.tsx?)?$/

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
      const allowed = LAYERS[from]
      if (target !== null && target !== undefined && allowed.includes(target)) return
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

export const layersPlugin = { rules: { 'allowed-imports': allowedImports } }
