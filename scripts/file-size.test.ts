import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The most lines a shipped source file may have: past it, a file is doing more than one job. */
const MAX_SHIPPED_LINES = 350

/**
 * Shipped source: what src/ builds into the app and the demo server, not tests or their helpers.
 * Stylesheets count too: a long one is doing more than one job just as a long module is.
 */
function shippedSources(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => /\.(ts|tsx|css)$/.test(path) && !/\.test(-support)?\.tsx?$|test-setup\.ts$/.test(path))
}

describe('small files', () => {
  it(`keeps every shipped source file and stylesheet at ${MAX_SHIPPED_LINES} lines or fewer`, () => {
    const files = shippedSources()
    expect(files.length).toBeGreaterThan(100)
    const over = files
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_SHIPPED_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`)
    expect(over).toEqual([])
  })
})
