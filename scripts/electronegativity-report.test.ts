import { describe, expect, it } from 'vitest'
import { evaluateScan, findAnnotations, formatVerdict } from './electronegativity-report.mjs'

const issue = (severity: string, id = 'SOME_JS_CHECK') => ({
  id,
  file: 'main/x.ts',
  line: 3,
  column: 1,
  severity,
  confidence: 'FIRM',
  manualReview: false,
  description: 'something',
  url: 'https://example.invalid',
  sample: 'code()',
})

describe('findAnnotations', () => {
  it('reads check ids and the reason from line and block comments', () => {
    const text = [
      'const a = 1',
      'shell.openExternal(url) // eng-disable OPEN_EXTERNAL_JS_CHECK: https only, checked above',
      '/* eng-disable PRELOAD_JS_CHECK SANDBOX_JS_CHECK -- reviewed preload that only exposes the API */',
      '<!-- eng-disable CSP_HTML_CHECK: meta tag set by the build -->',
    ].join('\n')
    expect(findAnnotations('f.ts', text)).toStrictEqual([
      { file: 'f.ts', line: 2, checks: ['OPEN_EXTERNAL_JS_CHECK'], reason: 'https only, checked above' },
      {
        file: 'f.ts',
        line: 3,
        checks: ['PRELOAD_JS_CHECK', 'SANDBOX_JS_CHECK'],
        reason: 'reviewed preload that only exposes the API',
      },
      { file: 'f.ts', line: 4, checks: ['CSP_HTML_CHECK'], reason: 'meta tag set by the build' },
    ])
  })

  it('finds an exception with no reason', () => {
    expect(findAnnotations('f.ts', 'x() // eng-disable OPEN_EXTERNAL_JS_CHECK')).toStrictEqual([
      { file: 'f.ts', line: 1, checks: ['OPEN_EXTERNAL_JS_CHECK'], reason: '' },
    ])
  })
})

describe('evaluateScan', () => {
  const clean = { issues: [], errors: [], checks: 41 }

  it('passes a clean scan', () => {
    expect(evaluateScan(clean, []).passed).toBe(true)
  })

  it('fails on a medium or high finding, not on low or informational ones', () => {
    expect(evaluateScan({ ...clean, issues: [issue('MEDIUM')] }, []).passed).toBe(false)
    expect(evaluateScan({ ...clean, issues: [issue('HIGH')] }, []).passed).toBe(false)
    const verdict = evaluateScan({ ...clean, issues: [issue('LOW'), issue('INFORMATIONAL')] }, [])
    expect(verdict.passed).toBe(true)
    expect(verdict.informational).toHaveLength(2)
  })

  it('fails when a file could not be parsed, but not on a tolerable parser warning', () => {
    expect(
      evaluateScan(
        { ...clean, errors: [{ file: 'a.ts', message: 'Unexpected token', tolerable: false }] },
        [],
      ).passed,
    ).toBe(false)
    expect(
      evaluateScan({ ...clean, errors: [{ file: 'a.ts', message: 'note', tolerable: true }] }, []).passed,
    ).toBe(true)
  })

  it('fails on an exception without a reason, or without a check id', () => {
    const bare = { file: 'f.ts', line: 1, checks: ['OPEN_EXTERNAL_JS_CHECK'], reason: '' }
    const noId = { file: 'f.ts', line: 2, checks: [], reason: 'a reason long enough' }
    const good = {
      file: 'f.ts',
      line: 3,
      checks: ['OPEN_EXTERNAL_JS_CHECK'],
      reason: 'https only, checked above',
    }
    const verdict = evaluateScan(clean, [bare, noId, good])
    expect(verdict.passed).toBe(false)
    expect(verdict.unjustified).toStrictEqual([bare, noId])
    expect(verdict.justified).toStrictEqual([good])
  })

  it('fails when no checks ran at all', () => {
    expect(evaluateScan({ ...clean, checks: 0 }, []).passed).toBe(false)
  })
})

describe('formatVerdict', () => {
  it('names each failing finding with its place and says how to mark a false positive', () => {
    const scan = { issues: [issue('HIGH', 'CONTEXT_ISOLATION_JS_CHECK')], errors: [], checks: 41 }
    const text = formatVerdict(evaluateScan(scan, []), scan)
    expect(text).toContain('✖ HIGH CONTEXT_ISOLATION_JS_CHECK at main/x.ts:3')
    expect(text).toContain('// eng-disable CHECK_ID: why this is safe')
  })

  it('lists the justified exceptions on a pass', () => {
    const scan = { issues: [], errors: [], checks: 41 }
    const annotation = {
      file: 'f.ts',
      line: 3,
      checks: ['OPEN_EXTERNAL_JS_CHECK'],
      reason: 'https only, checked above',
    }
    const text = formatVerdict(evaluateScan(scan, [annotation]), scan)
    expect(text).toContain('exception OPEN_EXTERNAL_JS_CHECK at f.ts:3: https only, checked above')
    expect(text).toContain('✔ no medium or high severity findings')
  })
})
