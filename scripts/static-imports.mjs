// The modules a file loads with it: its static imports that carry values, followed through the
// source tree. What a bundler leaves out of the chunk is left out here too: type-only imports
// (`import type`, or every name marked `type`) and `import()` on demand, which is its own chunk.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier)
  for (const suffix of CANDIDATES) {
    const path = base + suffix
    if (/\.(ts|tsx)$/.test(path) && existsSync(path) && statSync(path).isFile()) return path
  }
  return null
}

/** Whether an import or re-export declaration brings values with it (a bare `import './x'` does). */
function carriesValues(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause
    if (!clause) return true
    if (clause.isTypeOnly) return false
    if (clause.name) return true
    const bindings = clause.namedBindings
    if (!bindings || ts.isNamespaceImport(bindings)) return true
    return bindings.elements.some((element) => !element.isTypeOnly)
  }
  if (node.isTypeOnly) return false
  const clause = node.exportClause
  return !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly)
}

/** The relative, value-carrying static imports of one source file, resolved. */
export function staticImportsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  return source.statements
    .filter((node) => ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier))
    .filter(carriesValues)
    .map((node) => node.moduleSpecifier.text)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveImport(file, specifier))
    .filter((path) => path !== null)
}

/** Every source file `entry` loads with it, itself included, as absolute paths. */
export function loadedWith(entry) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of staticImportsOf(file)) visit(next)
  }
  visit(resolve(entry))
  return seen
}
