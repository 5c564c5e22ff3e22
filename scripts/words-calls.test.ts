import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import en from '../src/shared/i18n/messages/en.json'

/**
 * Every `words('id', { … })` in the shipped source gives exactly the values its English message
 * asks for: `tsc` checks the id, this checks the names, so a value renamed on one side only
 * fails here instead of showing `{detail}` to an agent in some language.
 */

const SRC = join(import.meta.dirname, '..', 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    if (element.type === TYPE.tag) argumentsOf(element.children, into)
    else into.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    }
  }
  return into
}

interface WordsCall {
  readonly where: string
  readonly id: string
  /** The value names given, or null when they cannot be read from the call (a variable, a spread). */
  readonly given: readonly string[] | null
}

function wordsCalls(file: string): WordsCall[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const calls: WordsCall[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'words' &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const values = node.arguments[1]
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      calls.push({
        where: `${relative(SRC, file)}:${line}`,
        id: node.arguments[0].text,
        given: values === undefined ? [] : namesIn(values),
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
}

function namesIn(values: ts.Expression): string[] | null {
  if (!ts.isObjectLiteralExpression(values)) return null
  const names: string[] = []
  for (const property of values.properties) {
    if (ts.isShorthandPropertyAssignment(property)) names.push(property.name.text)
    else if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
      names.push(property.name.text)
    else return null
  }
  return names
}

const CATALOG: Readonly<Record<string, string>> = en
const calls = sourceFiles(SRC).flatMap(wordsCalls)

describe('words() calls', () => {
  it('are found in the source (the scan works)', () => {
    expect(calls.length).toBeGreaterThan(100)
    expect(calls.some((call) => call.id === 'error.status.server')).toBe(true)
  })

  it('give each message exactly the values it asks for', () => {
    const wrong = calls
      .filter((call) => call.given !== null)
      .flatMap((call) => {
        const asked = [...argumentsOf(parse(CATALOG[call.id] ?? ''))].sort()
        const given = [...(call.given ?? [])].sort()
        return asked.join() === given.join() ? [] : [`${call.where} ${call.id}: asks ${asked} gets ${given}`]
      })
    expect(wrong).toStrictEqual([])
  })
})
