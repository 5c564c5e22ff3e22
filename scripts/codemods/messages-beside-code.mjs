#!/usr/bin/env node
/**
 * Writes each message's English beside the code that uses it, from the English catalog:
 *
 *   words('id', values)                    -> words({ id: 'id', defaultMessage: '…' }, values)
 *   formatMessage({ id: 'id' }, values)    -> formatMessage({ id: 'id', defaultMessage: '…' }, values)
 *   <FormattedMessage id="id" />           -> <FormattedMessage id="id" defaultMessage="…" />
 *   defineMessage(s)({ id: 'id' } …)       -> the same objects with their defaultMessage
 *
 * Re-runnable: a call that already has a defaultMessage is left as it is, so running it again
 * after a merge only words the call sites that arrived without English. Every other string that
 * is a message id (a table of ids, a helper taking an id) is listed for a person to turn into a
 * descriptor, since what it should become depends on the code around it.
 *
 *   node scripts/codemods/messages-beside-code.mjs [--english <en.json>] [--check]
 *     [--descriptors-for-leftovers] [paths…]
 *
 * Paths default to src; --check changes nothing and exits 1 when something would change or is
 * left to do. --descriptors-for-leftovers turns those other id strings into defineMessage(…) too,
 * for a first pass over a table of ids (its type then says MessageDescriptor: tsc shows where).
 * Run prettier on the files it names afterwards.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

const args = process.argv.slice(2)
const check = args.includes('--check')
const descriptorsForLeftovers = args.includes('--descriptors-for-leftovers')
const englishAt = args.includes('--english') ? args[args.indexOf('--english') + 1] : null
const paths = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--english')
const root = process.cwd()
const english = JSON.parse(readFileSync(englishAt ?? join(root, 'src/shared/i18n/messages/en.json'), 'utf8'))

/** Functions whose first argument is a message: the app's `words` and react-intl's. */
const DESCRIPTOR_FUNCTIONS = new Set(['words', 'formatMessage', 'defineMessage'])

function sourceFiles(path) {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) ? [path] : []
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' ? [] : sourceFiles(join(path, entry.name)),
  )
}

/** `text` as a single-quoted TypeScript string (prettier picks the quotes it prefers later). */
function quoted(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

/** `text` as a JSX attribute value: a plain string where JSX would read it back unchanged. */
function jsxAttribute(text) {
  return /["&\n\\{}<>]/.test(text) ? `{${quoted(text)}}` : `"${text}"`
}

const calleeName = (call) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : null

const propertyNamed = (object, name) =>
  object.properties.find(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      property.name &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  )

const isString = (node) => node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))

function transform(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const edits = []
  const worded = new Set()
  const leftovers = []
  const where = (node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const unknown = (node, id) => leftovers.push(`${where(node)} ${id}: not in the English catalog`)

  /** `c ? 'a' : 'b'` as `c ? defineMessage({ id: 'a', … }) : defineMessage({ … })`, or null. */
  const choiceOfDescriptors = (node) => {
    if (isString(node)) {
      const message = english[node.text]
      if (message === undefined) return null
      worded.add(node)
      return `defineMessage({ id: ${quoted(node.text)}, defaultMessage: ${quoted(message)} })`
    }
    if (ts.isParenthesizedExpression(node)) return choiceOfDescriptors(node.expression)
    if (!ts.isConditionalExpression(node)) return null
    const yes = choiceOfDescriptors(node.whenTrue)
    const no = choiceOfDescriptors(node.whenFalse)
    return yes && no ? `${node.condition.getText()} ? ${yes} : ${no}` : null
  }
  const replaceByChoice = (node, ids) => {
    const choice = choiceOfDescriptors(ids)
    if (choice === null) return
    edits.push({ at: node.getStart(), end: node.end, text: choice })
    needsDefineMessage = true
  }
  let needsDefineMessage = false

  /** Adds `defaultMessage` to `{ id: '…' }` when it has none. */
  const wordObject = (object) => {
    const id = propertyNamed(object, 'id')
    if (id && ts.isPropertyAssignment(id) && ts.isConditionalExpression(id.initializer)) {
      if (object.properties.length === 1) replaceByChoice(object, id.initializer)
      return
    }
    if (!id || !ts.isPropertyAssignment(id) || !isString(id.initializer)) return
    worded.add(id.initializer)
    if (propertyNamed(object, 'defaultMessage')) return
    const message = english[id.initializer.text]
    if (message === undefined) return unknown(id, id.initializer.text)
    edits.push({ at: id.end, end: id.end, text: `, defaultMessage: ${quoted(message)}` })
  }

  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      const first = node.arguments[0]
      if (name === 'defineMessages' && first && ts.isObjectLiteralExpression(first)) {
        for (const property of first.properties) {
          if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
            wordObject(property.initializer)
          }
        }
      } else if (DESCRIPTOR_FUNCTIONS.has(name) && first) {
        if (ts.isObjectLiteralExpression(first)) wordObject(first)
        else if (name === 'words' && ts.isConditionalExpression(first)) replaceByChoice(first, first)
        else if (name === 'words' && isString(first)) {
          worded.add(first)
          const message = english[first.text]
          // A string that is no id: another function of that name (a test's word list).
          if (message !== undefined) {
            const descriptor = `{ id: ${quoted(first.text)}, defaultMessage: ${quoted(message)} }`
            edits.push({ at: first.getStart(), end: first.end, text: descriptor })
          }
        }
      }
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText() === 'FormattedMessage'
    ) {
      const attributes = node.attributes.properties
      const named = (name) => attributes.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name)
      const id = named('id')
      const value = id?.initializer
      const literal =
        value &&
        (isString(value)
          ? value
          : ts.isJsxExpression(value) && isString(value.expression)
            ? value.expression
            : null)
      if (
        value &&
        ts.isJsxExpression(value) &&
        value.expression &&
        ts.isConditionalExpression(value.expression)
      ) {
        const choice = choiceOfDescriptors(value.expression)
        if (choice !== null) {
          edits.push({ at: id.getStart(), end: id.end, text: `{...(${choice})}` })
          needsDefineMessage = true
        }
      } else if (literal) {
        worded.add(literal)
        if (!named('defaultMessage')) {
          const message = english[literal.text]
          if (message === undefined) unknown(id, literal.text)
          else edits.push({ at: id.end, end: id.end, text: ` defaultMessage=${jsxAttribute(message)}` })
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)

  if (needsDefineMessage) edits.push(importOfDefineMessage(file, source))

  // Any other string that is an id: for a person, since the code around it decides its form.
  const findLeftovers = (node) => {
    if (/\.test(-support)?\.tsx?$/.test(file)) return
    if (isString(node) && Object.hasOwn(english, node.text) && !worded.has(node) && !insideImport(node)) {
      if (!descriptorsForLeftovers || ts.isJsxAttribute(node.parent))
        leftovers.push(`${where(node)} ${node.text}`)
      else {
        const descriptor = `defineMessage({ id: ${quoted(node.text)}, defaultMessage: ${quoted(english[node.text])} })`
        edits.push({ at: node.getStart(), end: node.end, text: descriptor })
        if (!needsDefineMessage) edits.push(importOfDefineMessage(file, source))
        needsDefineMessage = true
      }
    }
    ts.forEachChild(node, findLeftovers)
  }
  findLeftovers(source)

  edits.sort((a, b) => b.at - a.at)
  let out = text
  for (const edit of edits) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end)
  return { changed: out !== text, out, count: edits.length, leftovers }
}

const WORDS_MODULE = join(root, 'src/shared/i18n/words')

/** The edit that makes `defineMessage` (shared/i18n/words.ts) available in `file`. */
function importOfDefineMessage(file, source) {
  let path = relative(dirname(file), WORDS_MODULE)
  if (!path.startsWith('.')) path = `./${path}`
  const imports = source.statements.filter(ts.isImportDeclaration)
  const existing = imports.find((i) => i.moduleSpecifier.text === path && !i.importClause?.isTypeOnly)
  const named = existing?.importClause?.namedBindings
  if (named && ts.isNamedImports(named)) {
    if (named.elements.some((e) => e.name.text === 'defineMessage')) return { at: 0, end: 0, text: '' }
    return { at: named.elements[0].getStart(), end: named.elements[0].getStart(), text: 'defineMessage, ' }
  }
  const at = imports.length > 0 ? imports[imports.length - 1].end : 0
  return { at, end: at, text: `\nimport { defineMessage } from '${path}'\n` }
}

function insideImport(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isImportTypeNode(at)) return true
  }
  return false
}

const files = (paths.length > 0 ? paths : ['src']).flatMap((path) => sourceFiles(join(root, path)))
let changedFiles = 0
let words = 0
const leftovers = []
for (const file of files) {
  const result = transform(file)
  leftovers.push(...result.leftovers)
  if (!result.changed) continue
  changedFiles += 1
  words += result.count
  if (!check) writeFileSync(file, result.out)
  console.log(`${check ? 'would word' : 'worded'} ${result.count} in ${relative(root, file)}`)
}
console.log(`${words} messages ${check ? 'to word' : 'worded'} in ${changedFiles} files`)
if (leftovers.length > 0) {
  console.log(`\n${leftovers.length} ids left for a person (make them descriptors):`)
  for (const line of leftovers) console.log(`  ${line}`)
}
process.exitCode = check && (changedFiles > 0 || leftovers.length > 0) ? 1 : 0
