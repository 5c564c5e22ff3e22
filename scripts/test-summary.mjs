/**
 * Reads vitest's and Playwright's JSON reports and sums them up.
 *
 * A missing report (the suite could not start) counts as one failure, so a broken suite can
 * never look like a green run with fewer tests.
 */
import { existsSync, readFileSync } from 'node:fs'

export function summarise({ vitestReport, e2eReport }) {
  const totals = { passed: 0, failed: 0, skipped: 0, skippedReasons: [] }
  addVitest(totals, vitestReport)
  addPlaywright(totals, e2eReport)
  return totals
}

function readJson(path) {
  if (!existsSync(path)) return undefined
  try {
    const value = JSON.parse(readFileSync(path, 'utf8'))
    return typeof value === 'object' && value !== null ? value : undefined
  } catch {
    return undefined
  }
}

function addVitest(totals, path) {
  const report = readJson(path)
  if (!report) {
    totals.failed += 1
    totals.skippedReasons.push(`vitest wrote no report at ${path}: the suite did not run`)
    return
  }
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') totals.passed += 1
      else if (test.status === 'failed') totals.failed += 1
      else {
        totals.skipped += 1
        totals.skippedReasons.push(`[vitest] ${test.fullName}`)
      }
    }
  }
}

function addPlaywright(totals, path) {
  const report = readJson(path)
  if (!report) {
    totals.failed += 1
    totals.skippedReasons.push(`playwright wrote no report at ${path}: the suite did not run`)
    return
  }
  const reasons = new Map()
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child)
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status // expected | unexpected | skipped | flaky
        if (status === 'expected' || status === 'flaky') totals.passed += 1
        else if (status === 'unexpected') totals.failed += 1
        else {
          totals.skipped += 1
          const reason =
            (test.annotations ?? []).find((a) => a.type === 'skip')?.description ?? 'no reason given'
          const key = `[e2e ${test.projectName}] ${reason}`
          reasons.set(key, (reasons.get(key) ?? 0) + 1)
        }
      }
    }
  }
  for (const suite of report.suites ?? []) visit(suite)
  for (const [reason, count] of reasons) totals.skippedReasons.push(`${reason} (${count} tests)`)
}
