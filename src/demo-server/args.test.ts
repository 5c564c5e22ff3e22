import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './args'
import { DEFAULT_OPTIONS } from './options'

describe('parseCliArgs', () => {
  it('no arguments means the documented defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      options: {
        port: 4010,
        host: '127.0.0.1',
        token: 'demo-token',
        items: 5000,
        seed: 1,
        latencyMs: 0,
        scriptable: false,
        missingEvery: 0,
        firstId: 1,
        now: null,
      },
    })
    expect(DEFAULT_OPTIONS.port).toBe(4010)
  })

  it('reads every option, as "--flag value" and as "--flag=value"', () => {
    const spaced = parseCliArgs([
      '--port',
      '0',
      '--host',
      'localhost',
      '--token',
      'abc=',
      '--items',
      '1000000',
      '--seed',
      '42',
      '--latency-ms',
      '250',
    ])
    const joined = parseCliArgs([
      '--port=0',
      '--host=localhost',
      '--token=abc=',
      '--items=1000000',
      '--seed=42',
      '--latency-ms=250',
    ])
    const expected = {
      kind: 'run',
      options: {
        port: 0,
        host: 'localhost',
        token: 'abc=',
        items: 1_000_000,
        seed: 42,
        latencyMs: 250,
        scriptable: false,
        missingEvery: 0,
        firstId: 1,
        now: null,
      },
    }
    expect(spaced).toEqual(expected)
    expect(joined).toEqual(expected)
  })

  it('--now fixes the story moment from an ISO date and time, and explains anything else', () => {
    const fixed = parseCliArgs(['--now', '2026-11-23T12:00:30Z'])
    expect(fixed.kind === 'run' && fixed.options.now).toBe(Date.UTC(2026, 10, 23, 12, 0, 30))
    for (const text of ['tomorrow', '', '2026-13-45']) {
      const refused = parseCliArgs([`--now=${text}`])
      expect(refused.kind, text).toBe('error')
      expect(refused.kind === 'error' && refused.message).toContain('--now must be a date and time')
    }
  })

  it('--scriptable is a switch: on when given, refused when repeated', () => {
    expect(parseCliArgs(['--scriptable', '--port', '0'])).toMatchObject({
      kind: 'run',
      options: { scriptable: true, port: 0 },
    })
    expect(parseCliArgs(['--scriptable', '--scriptable'])).toEqual({
      kind: 'error',
      message: '--scriptable was given more than once.',
    })
  })

  it('--help or -h wins over everything else', () => {
    expect(parseCliArgs(['--port', 'abc', '--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--port', 'abc'], '--port must be a whole number from 0 to 65535 (got "abc").'],
    [['--port', '65536'], '--port must be a whole number from 0 to 65535 (got 65536).'],
    [['--port', '-1'], '--port must be a whole number from 0 to 65535 (got "-1").'],
    [['--items', '1.5'], '--items must be a whole number from 0 to 10000000 (got "1.5").'],
    [['--items', '10000001'], '--items must be a whole number from 0 to 10000000 (got 10000001).'],
    [['--seed', '4294967296'], '--seed must be a whole number from 0 to 4294967295 (got 4294967296).'],
    [['--latency-ms', '1e3'], '--latency-ms must be a whole number from 0 to 60000 (got "1e3").'],
    [['--host', ''], '--host must be a host name or IP address such as 127.0.0.1 (got "").'],
    [['--host', 'a b'], '--host must be a host name or IP address such as 127.0.0.1 (got "a b").'],
    [
      ['--token', 'has space'],
      '--token must be 1 to 4096 characters of letters, digits and -._~+/ (optionally ending in =).',
    ],
    [
      ['--token', ''],
      '--token must be 1 to 4096 characters of letters, digits and -._~+/ (optionally ending in =).',
    ],
    [['--bogus'], 'Unknown option "--bogus".'],
    [['--bogus=1'], 'Unknown option "--bogus".'],
    [['-p', '1'], 'Unknown option "-p".'],
    [['4010'], 'Unexpected argument "4010".'],
    [['--port'], '--port needs a value.'],
    [['--port', '--items', '5'], '--port needs a value.'],
    [['--port', '1', '--port=2'], '--port was given more than once.'],
    [['--scriptable=yes'], '--scriptable takes no value.'],
    [['--scriptable', 'yes'], 'Unexpected argument "yes".'],
    [['--port=-1'], '--port must be a whole number from 0 to 65535 (got "-1").'],
  ])('%j -> %s', (argv, message) => {
    expect(parseCliArgs(argv)).toEqual({ kind: 'error', message })
  })

  it('reports every bad value at once', () => {
    const result = parseCliArgs(['--port', 'x', '--items', 'y'])
    expect(result.kind).toBe('error')
    expect(result.kind === 'error' && result.message.split('\n')).toHaveLength(2)
  })

  it('reads --missing-every and refuses 1 (every ID missing)', () => {
    expect(parseCliArgs(['--missing-every', '50'])).toMatchObject({
      kind: 'run',
      options: { missingEvery: 50 },
    })
    expect(parseCliArgs(['--missing-every=1'])).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('--missing-every'),
    })
  })

  it('reads --first-id and refuses 0 and IDs past the safe range', () => {
    expect(parseCliArgs(['--first-id', '99999999990'])).toMatchObject({
      kind: 'run',
      options: { firstId: 99_999_999_990 },
    })
    for (const bad of ['0', '1000000000001', '1.5']) {
      expect(parseCliArgs(['--first-id', bad])).toMatchObject({
        kind: 'error',
        message: expect.stringContaining('--first-id'),
      })
    }
  })
})
