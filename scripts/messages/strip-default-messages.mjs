/**
 * The window's build without each message's English and description (FormatJS's
 * `removeDefaultMessage`, through @formatjs/ts-transformer): the English reaches the window
 * once, in en.json, the catalog it loads at start. Ids stay as written: every catalog is keyed
 * by them. Tests and `electron-vite dev` run the source as it is.
 */
import { transformWithTs } from '@formatjs/ts-transformer'
import ts from 'typescript'
import { ADDITIONAL_FUNCTION_NAMES } from './message-functions.mjs'

const OPTIONS = { additionalFunctionNames: [...ADDITIONAL_FUNCTION_NAMES], preserveWhitespace: true }

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed })

const parse = (code, file) =>
  ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

/** The ids of the messages `source` defines, in order, as extraction finds them. */
function messageIds(source) {
  const ids = []
  const onMsgExtracted = (_file, messages) => ids.push(...messages.map((message) => message.id))
  ts.transform(source, [transformWithTs(ts, { ...OPTIONS, onMsgExtracted })]).dispose()
  return ids
}

/** Each `defaultMessage` still given, as a property or a JSX attribute: its descriptor's text. */
function englishLeft(source) {
  const left = []
  const visit = (node) => {
    const given = ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)
    if (given && node.name.getText(source) === 'defaultMessage') left.push(node.parent.getText(source))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return left
}

/**
 * `code` (TypeScript or TSX) with every message's `defaultMessage` and `description` taken out.
 * Throws, naming the file, where the result would not be what the app needs: a message whose id
 * the transformer lost or changed (it rebuilds each descriptor), or English it could not see
 * (a descriptor outside `defineMessage(s)`, `formatMessage`, `<FormattedMessage>` and
 * ADDITIONAL_FUNCTION_NAMES), which would ship twice.
 */
export function stripDefaultMessages(code, file) {
  const source = parse(code, file)
  // The ids as the stripping pass read them, before it rebuilt each descriptor.
  const idsBefore = []
  const onMsgExtracted = (_file, messages) => idsBefore.push(...messages.map((message) => message.id))
  let stripped
  try {
    const result = ts.transform(source, [
      transformWithTs(ts, { ...OPTIONS, removeDefaultMessage: true, onMsgExtracted }),
    ])
    stripped = printer.printFile(result.transformed[0])
    result.dispose()
  } catch (error) {
    // The transformer reads a message call's first argument unchecked: `words()` with none throws.
    throw new Error(`${file}: FormatJS could not strip its messages (${error.message}).`, { cause: error })
  }
  const after = parse(stripped, file)
  const idsAfter = messageIds(after)
  if (idsBefore.join('\n') !== idsAfter.join('\n')) {
    throw new Error(
      `${file}: stripping English changed message ids (${idsBefore.join(', ')} → ${idsAfter.join(', ')}).`,
    )
  }
  const left = englishLeft(after)
  if (left.length > 0) {
    throw new Error(
      `${file}: English outside a message call would ship twice; wrap it in defineMessage: ${left.join('; ')}`,
    )
  }
  return stripped
}

/** The build step (electron.vite.config.ts): every TypeScript file of ours that words something. */
export function stripDefaultMessagesPlugin() {
  return {
    name: 'strip-default-messages',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /[\\/]node_modules[\\/]/ }, code: 'defaultMessage' },
      handler: (code, id) => ({ code: stripDefaultMessages(code, id), map: null }),
    },
  }
}
