import { parseArgs as parseNodeArgs } from 'node:util'

/** Measurement groups, in the order a full run measures them. */
export const GROUPS = [
  'request',
  'lookup',
  'bundle',
  'startup',
  'open',
  'render',
  'load',
  'shift',
  'watch',
  'export',
  'paste',
  'quick',
] as const
export type Group = (typeof GROUPS)[number]
export type BenchArgs = ReturnType<typeof parseArgs>

/** More would take hours: a typo (`--repeat=50`) is refused, not started. */
const MAX_REPEAT = 10

/** What each option does: bench/README.md. */
export const USAGE = `usage: npm run bench -- [--check] [--no-build] [--repeat=1..${MAX_REPEAT}] [--only=${GROUPS.join(',')}]`

export function parseArgs(argv: readonly string[]) {
  const [flag, text] = [{ type: 'boolean' }, { type: 'string' }] as const
  const { values } = parseNodeArgs({
    args: [...argv],
    options: { check: flag, 'no-build': flag, repeat: text, only: text },
  })
  return {
    check: values.check === true,
    build: values['no-build'] !== true,
    only: values.only === undefined ? null : groupsOf(values.only),
    repeat: values.repeat === undefined ? 1 : repeatOf(values.repeat),
  }
}

function repeatOf(text: string): number {
  const repeat = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!(repeat >= 1 && repeat <= MAX_REPEAT))
    throw new Error(`--repeat takes a whole number from 1 to ${MAX_REPEAT}; got ${JSON.stringify(text)}`)
  return repeat
}

function groupsOf(text: string): readonly Group[] {
  const names = text.split(',').filter((name) => name !== '')
  const unknown = names.filter((name) => !(GROUPS as readonly string[]).includes(name))
  const given = unknown.join(', ') || '(none given)'
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`--only takes one or more of ${GROUPS.join(', ')}; unknown: ${given}`)
  return names as Group[]
}
