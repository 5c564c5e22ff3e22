import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: plain JavaScript module without type declarations
import { summarise } from './test-summary.mjs'

function write(dir: string, name: string, value: unknown): string {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(value))
  return path
}

const vitestReport = {
  testResults: [
    {
      assertionResults: [
        { status: 'passed', fullName: 'a' },
        { status: 'failed', fullName: 'b' },
      ],
    },
    { assertionResults: [{ status: 'skipped', fullName: 'keychain: skipped because no private keyring' }] },
  ],
}
const playwrightReport = {
  suites: [
    {
      specs: [
        { tests: [{ status: 'expected', projectName: 'chromium', annotations: [] }] },
        {
          tests: [
            {
              status: 'skipped',
              projectName: 'electron',
              annotations: [{ type: 'skip', description: 'no runtime' }],
            },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              tests: [
                {
                  status: 'skipped',
                  projectName: 'electron',
                  annotations: [{ type: 'skip', description: 'no runtime' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

describe('npm test summary', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-summary-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('adds up both suites and keeps every skip reason', () => {
    const result = summarise({
      vitestReport: write(dir, 'v.json', vitestReport),
      e2eReport: write(dir, 'e.json', playwrightReport),
    })
    expect(result).toMatchObject({ passed: 2, failed: 1, skipped: 3 })
    expect(result.skippedReasons).toEqual([
      '[vitest] keychain: skipped because no private keyring',
      '[e2e electron] no runtime (2 tests)',
    ])
  })

  it('counts a suite that wrote no report as a failure, never as a smaller green run', () => {
    const result = summarise({
      vitestReport: join(dir, 'missing.json'),
      e2eReport: write(dir, 'not-a-report.json', 'truncated'),
    })
    expect(result.failed).toBe(2)
    expect(result.passed).toBe(0)
  })
})
