/**
 * Runs Electronegativity's scanner in-process and writes its findings as JSON.
 *
 * Used by scripts/electronegativity.mjs instead of the CLI because the CLI's CSV leaves out
 * the files it failed to parse (an unparsed file is an unscanned file, which must fail the
 * check), and because this lets us refuse network access: the tool otherwise fetches
 * translations and Electron's release list from GitHub, and nothing at test time may
 * download anything. Usage: node scan.mjs <input dir> <output.json> [ExcludedCheck,...]
 */
import Module, { createRequire } from 'node:module'
import { writeFileSync } from 'node:fs'

const originalLoad = Module._load
Module._load = function load(request, ...rest) {
  if (request === 'got') {
    // Every HTTP call the tool makes goes through `got`: answer them all with an offline error.
    const offline = () => Promise.reject(new Error('network access is disabled for this scan'))
    offline.head = offline
    offline.get = offline
    return offline
  }
  return originalLoad.call(this, request, ...rest)
}

async function main() {
  const [input, output, excluded = ''] = process.argv.slice(2)
  if (!input || !output) throw new Error('usage: node scan.mjs <input dir> <output.json> [ExcludedCheck,...]')
  const load = createRequire(import.meta.url)
  const run = load('@doyensec/electronegativity/dist/runner.js')
  const result = await run(
    {
      input,
      output: undefined,
      isSarif: false,
      customScan: [],
      excludeFromScan: excluded
        .split(',')
        .filter(Boolean)
        .map((name) => name.toLowerCase()),
      severitySet: undefined,
      confidenceSet: undefined,
      isRelative: true,
      isVerbose: true,
      electronUpgrade: undefined,
      electronVersionOverride: process.env.ELECTRONEGATIVITY_ELECTRON_VERSION,
      parserPlugins: [],
    },
    false,
  )
  const issues = result.issues.map((issue) => ({
    id: issue.id,
    file: issue.file,
    line: issue.location.line,
    column: issue.location.column,
    severity: issue.severity.name,
    confidence: issue.confidence.name,
    manualReview: Boolean(issue.manualReview),
    description: issue.description,
    url: issue.shortenedURL,
    sample: issue.sample,
  }))
  const errors = result.errors.map((error) => ({
    file: error.file,
    message: error.message,
    tolerable: Boolean(error.tolerable),
  }))
  writeFileSync(
    output,
    JSON.stringify({ issues, errors, checks: result.globalChecks + result.atomicChecks }, null, 2),
  )
}

main().catch((error) => {
  console.error(`electronegativity scan failed: ${error?.message ?? String(error)}`)
  process.exit(2)
})
