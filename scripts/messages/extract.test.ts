import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ENGLISH_CATALOG, extractEnglish } from './extract.mjs'

const root = join(import.meta.dirname, '..', '..')
const english: Readonly<Record<string, string>> = JSON.parse(readFileSync(ENGLISH_CATALOG, 'utf8'))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

interface Descriptor {
  readonly where: string
  readonly id: string
  readonly defaultMessage: string
}

const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null

/** Every `{ id: '…', defaultMessage: '…' }` and `<FormattedMessage id="…" defaultMessage="…" />`. */
function descriptorsIn(file: string): Descriptor[] {
  const text = readFileSync(file, 'utf8')
  if (!text.includes('defaultMessage')) return []
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: Descriptor[] = []
  const add = (node: ts.Node, id: string | null, defaultMessage: string | null) => {
    if (id === null || defaultMessage === null) return
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push({ where: `${relative(root, file)}:${line}`, id, defaultMessage })
  }
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const value = (name: string) => {
        const property = node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        )
        return literalText(property?.initializer)
      }
      add(node, value('id'), value('defaultMessage'))
    }
    if (ts.isJsxAttributes(node)) {
      const value = (name: string) => {
        const attribute = node.properties.find(
          (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === name,
        )
        const initializer = attribute?.initializer
        return initializer && ts.isJsxExpression(initializer)
          ? literalText(initializer.expression)
          : literalText(initializer)
      }
      add(node, value('id'), value('defaultMessage'))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the English catalog', () => {
  it('is what `npm run messages:extract` writes from the code', () => {
    expect(readFileSync(ENGLISH_CATALOG, 'utf8')).toBe(extractEnglish())
  })

  // formatjs extract keeps one English per id without a word when two places differ, and the
  // lint rules see one call at a time: this is the check across them, tests and e2e included.
  it('has the one English every place that defines an id gives it', () => {
    const descriptors = ['src', 'e2e'].flatMap((dir) => sourceFiles(join(root, dir))).flatMap(descriptorsIn)
    expect(descriptors.length).toBeGreaterThan(800)
    const differing = descriptors
      .filter(({ id, defaultMessage }) => english[id] !== defaultMessage)
      .map(
        ({ where, id, defaultMessage }) => `${where} ${id}: "${defaultMessage}", en.json: "${english[id]}"`,
      )
    expect(differing).toStrictEqual([])
  })
})
