#!/usr/bin/env node
/**
 * Writes the English catalog (src/shared/i18n/messages/en.json) from the messages defined in
 * the code: every `defaultMessage` beside a `formatMessage`, `<FormattedMessage>`,
 * `defineMessage(s)` or the app's own `words(…)`. The code is English's one home; en.json is
 * what translators' tools and the other catalogs are checked against.
 *
 *   node scripts/messages/extract.mjs           (npm run messages:extract) writes en.json
 *   node scripts/messages/extract.mjs --stdout  prints it instead
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ADDITIONAL_FUNCTION_NAMES } from './message-functions.mjs'

const root = resolve(import.meta.dirname, '../..')

export const ENGLISH_CATALOG = join(root, 'src/shared/i18n/messages/en.json')

/** Tests and their helpers word fixtures with the code's ids: no message is a test's own. */
const NOT_SHIPPED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-support.ts',
  '**/*.test-support.tsx',
  '**/*.d.ts',
]

/** The catalog `formatjs extract` makes, as the text it writes (ids sorted). */
export function extractEnglish() {
  const result = spawnSync(
    join(root, 'node_modules/.bin/formatjs'),
    [
      'extract',
      'src/**/*.{ts,tsx}',
      ...NOT_SHIPPED.flatMap((glob) => ['--ignore', glob]),
      '--additional-function-names',
      ADDITIONAL_FUNCTION_NAMES.join(','),
      // A message may hold a blank line ("{reason}\n\nThe app keeps working…").
      '--preserve-whitespace',
      // A message the tool cannot read (an id in a variable) fails rather than going missing.
      '--throws',
      '--format',
      'simple',
    ],
    { cwd: root, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`formatjs extract failed:\n${result.stderr}${result.stdout}`)
  return result.stdout
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catalog = extractEnglish()
  if (process.argv.includes('--stdout')) process.stdout.write(catalog)
  else {
    writeFileSync(ENGLISH_CATALOG, catalog)
    console.log(`wrote ${Object.keys(JSON.parse(catalog)).length} messages to ${ENGLISH_CATALOG}`)
  }
}
