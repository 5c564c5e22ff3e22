#!/usr/bin/env node
/**
 * Applies the recipes of docs/dev/how-to-add.md to one scratch copy of the repository, then
 * runs `tsc -b` and the recipes' related tests there, so the document cannot drift from the
 * code unnoticed. All recipes share one copy, one tsc and one vitest run (npm test's budget),
 * and tsc and vitest run at once: tsc uses one core, and vitest needs no output of tsc's.
 *
 * The related tests need no keychain (the core's tests isolate it, see keyring.test-support.ts),
 * so vitest runs here without scripts/with-keyring.mjs.
 *
 * Usage: node scripts/recipes/run.mjs [recipe…]   (no name: every recipe)
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { blameFailedTests, blameTscErrors } from './blame.mjs'
import { editorFor } from './edit.mjs'
import { RECIPES } from './recipes.mjs'
import { withScratchCopy } from './scratch.mjs'

const root = resolve(import.meta.dirname, '../..')

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h' } },
})
const names = RECIPES.map((recipe) => recipe.name)
if (values.help) {
  console.log(`usage: node scripts/recipes/run.mjs [${names.join('|')}]…`)
  process.exit(0)
}
const unknown = positionals.filter((name) => !names.includes(name))
if (unknown.length > 0) {
  console.error(`unknown recipe ${unknown.join(', ')}; the recipes are: ${names.join(', ')}`)
  process.exit(2)
}
const chosen =
  positionals.length > 0 ? RECIPES.filter((recipe) => positionals.includes(recipe.name)) : RECIPES

/** Runs a tool of node_modules/.bin in the copy; its output is printed only when it fails. */
function tool(copy, name, args) {
  return new Promise((resolve) => {
    const child = spawn(join(copy, 'node_modules', '.bin', name), args, { cwd: copy })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (text) => (output += text))
    child.stderr.setEncoding('utf8').on('data', (text) => (output += text))
    child.on('error', (error) => resolve({ ok: false, output, error }))
    child.on('close', (status) => resolve({ ok: status === 0, output, error: undefined }))
  }).then((result) => ({ ...result, seconds: seconds() }))
}

const started = Date.now()
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`

const failed = await withScratchCopy(root, async (copy) => {
  console.log(`recipes: ${chosen.map((recipe) => recipe.name).join(', ')} in ${copy}`)
  const touched = new Map()
  for (const recipe of chosen) {
    const edit = editorFor(copy, recipe.name)
    try {
      recipe.apply(edit)
    } catch (error) {
      console.error(`✖ ${error.message}`)
      return true
    }
    touched.set(recipe.name, edit.touched)
  }
  // The recipes write English beside the code, as a person does; en.json is then extracted.
  const extract = spawnSync(process.execPath, [join(copy, 'scripts/messages/extract.mjs')], {
    cwd: copy,
    encoding: 'utf8',
  })
  if (extract.status !== 0) {
    console.error(`✖ npm run messages:extract failed:\n${extract.stderr}${extract.stdout}`)
    return true
  }
  console.log(`applied, en.json extracted (${seconds()}); tsc -b and the related tests…`)

  const tests = [...new Set(chosen.flatMap((recipe) => recipe.tests))]
  const report = join(copy, 'recipes-vitest.json')
  const [tsc, vitest] = await Promise.all([
    tool(copy, 'tsc', ['-b']),
    tool(copy, 'vitest', [
      'run',
      // The other core: tsc takes one.
      '--maxWorkers=1',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...tests,
    ]),
  ])
  if (tsc.ok) console.log(`tsc -b passed (${tsc.seconds})`)
  else {
    if (tsc.error) console.error(tsc.error.message)
    const blamed = blameTscErrors(tsc.output, touched)
    for (const sentence of blamed) console.error(`✖ ${sentence}`)
    if (blamed.length === 0) console.error(tsc.output)
  }
  if (vitest.ok) {
    const plain = stripVTControlCharacters(vitest.output)
    const counts = plain.split('\n').filter((line) => /^\s*(Test Files|Tests)\s/.test(line))
    console.log(`related tests passed (${vitest.seconds}):\n${counts.join('\n')}`)
  } else {
    console.error(vitest.output)
    const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).testResults : []
    const failedFiles = results
      .filter((file) => file.status === 'failed')
      .map((file) => relative(copy, file.name))
    console.error(
      `✖ related tests fail (${failedFiles.join(', ') || vitest.error?.message || 'see above'}) after recipe ${blameFailedTests(failedFiles, chosen).join(', ') || '?'}`,
    )
  }
  return !(tsc.ok && vitest.ok)
})

process.exit(failed ? 1 : 0)
