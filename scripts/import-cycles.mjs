// Finds import cycles among the TypeScript files under a folder (type-only imports included:
// a cycle of types is still two modules that cannot be understood one without the other).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts)$/
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier)
  for (const suffix of CANDIDATES) {
    const path = base + suffix
    if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) return path
  }
  return null
}

/** Every relative import of one file, resolved to a source file (others are not followed). */
export function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => (fileName.startsWith('.') ? resolveImport(file, fileName) : null))
    .filter((path) => path !== null)
}

/** A cycle rotated to start at its alphabetically first file, so reports do not depend on readdir order. */
function canonical(cycle) {
  const first = cycle.indexOf([...cycle].sort()[0])
  return [...cycle.slice(first), ...cycle.slice(0, first)]
}

/** Each cycle once, as the list of files (relative to `root`) that lead back to the first. */
export function findImportCycles(root) {
  const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file)]))
  const cycles = []
  const state = new Map() // undefined: new, 1: on the current path, 2: done
  const path = []
  const visit = (file) => {
    state.set(file, 1)
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 1)
        cycles.push(canonical(path.slice(path.indexOf(next)).map((f) => relative(root, f))))
      else if (state.get(next) === undefined && graph.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 2)
  }
  for (const file of graph.keys()) if (state.get(file) === undefined) visit(file)
  return cycles
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(process.argv[2] ?? 'src')
  const cycles = findImportCycles(root)
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`)
  if (cycles.length > 0) process.exit(1)
  console.log(`no import cycles under ${relative(process.cwd(), root) || '.'}`)
}
