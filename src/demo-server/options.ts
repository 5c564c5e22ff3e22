import { MAX_ITEMS } from './data/catalog-index'

export interface DemoServerOptions {
  /** TCP port; 0 picks a free one. Default 4010. */
  port?: number
  /** Address to bind; the server listens on this address only. Default 127.0.0.1. */
  host?: string
  /** The bearer token clients must send. Default `demo-token`. */
  token?: string
  /** Number of items in the catalog (ids 1..items). Default 5000. */
  items?: number
  /** Seed of the generated data: the same seed always yields the same catalog. Default 1. */
  seed?: number
  /** Delay before every `/v1` response, in milliseconds. Default 0. */
  latencyMs?: number
  /**
   * Accept `POST /__demo/items/{id}/status?value=STATUS` (with the token) to change an item's
   * status, so tests can watch a delivery move. Never on by default. Default false.
   */
  scriptable?: boolean
  /**
   * Every Nth item ID does not exist (N, 2N, …), as deleted items leave gaps in a real
   * catalog; IDs stretch past `items` so the count stays `items`. 0 (default): no gaps.
   */
  missingEvery?: number
  /**
   * The first item ID (then firstId + 1, …), so tests and demos can show the long IDs real
   * catalogs reach (8 to 12 digits) without millions of items. Default 1.
   */
  firstId?: number
  /**
   * The moment the delivery stories are told from, in ms since the epoch; null (default)
   * follows the clock. Tests fix it so that a minute turning between two reads of the same
   * item never changes its times.
   */
  now?: number | null
}

export type ResolvedOptions = Readonly<Required<DemoServerOptions>>

export const DEFAULT_OPTIONS: ResolvedOptions = {
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
}

/** Latest moment a JavaScript Date can hold (ms since the epoch): `now` stays within it. */
export const MAX_NOW_MS = 8_640_000_000_000_000

/** Longest latency accepted: a minute is already far beyond any client timeout. */
export const MAX_LATENCY_MS = 60_000
export const MAX_SEED = 0xffff_ffff
/** Highest first ID: every ID of the largest catalog stays a safe integer, gaps included. */
export const MAX_FIRST_ID = 1_000_000_000_000

/** RFC 6750 `b64token`: what may follow `Bearer ` in the header. */
const TOKEN_SYNTAX = /^[A-Za-z0-9\-._~+/]+=*$/

function integerProblem(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return `must be a whole number from ${min} to ${max} (got ${typeof value === 'string' ? JSON.stringify(value) : String(value)})`
  }
  return null
}

/**
 * What is wrong with each option, keyed by option name; empty when all are fine.
 *
 * Shared by the programmatic API (which throws) and the CLI (which prints usage), so both
 * say the same thing about the same mistake.
 */
export function optionProblems(options: ResolvedOptions): Partial<Record<keyof DemoServerOptions, string>> {
  const problems: Partial<Record<keyof DemoServerOptions, string>> = {}
  const check = (key: keyof DemoServerOptions, problem: string | null) => {
    if (problem) problems[key] = problem
  }
  check('port', integerProblem(options.port, 0, 65535))
  check('items', integerProblem(options.items, 0, MAX_ITEMS))
  check('seed', integerProblem(options.seed, 0, MAX_SEED))
  check('latencyMs', integerProblem(options.latencyMs, 0, MAX_LATENCY_MS))
  if (typeof options.scriptable !== 'boolean') check('scriptable', 'must be true or false')
  check(
    'missingEvery',
    options.missingEvery === 1
      ? 'must be 0 (no gaps) or from 2 up (got 1)'
      : integerProblem(options.missingEvery, 0, 1_000_000),
  )
  check('firstId', integerProblem(options.firstId, 1, MAX_FIRST_ID))
  if (options.now !== null) check('now', integerProblem(options.now, 0, MAX_NOW_MS))
  if (typeof options.host !== 'string' || !/^[^\s/?#@]{1,253}$/.test(options.host)) {
    check('host', `must be a host name or IP address such as 127.0.0.1 (got ${JSON.stringify(options.host)})`)
  }
  if (typeof options.token !== 'string' || options.token.length > 4096 || !TOKEN_SYNTAX.test(options.token)) {
    check('token', 'must be 1 to 4096 characters of letters, digits and -._~+/ (optionally ending in =)')
  }
  return problems
}

/** Fills in defaults and validates; throws a RangeError naming every bad option. */
export function resolveOptions(options: DemoServerOptions = {}): ResolvedOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  const resolved: ResolvedOptions = { ...DEFAULT_OPTIONS, ...defined }
  const problems = Object.entries(optionProblems(resolved))
  if (problems.length > 0) {
    throw new RangeError(
      `Invalid demo server options: ${problems.map(([key, problem]) => `${key} ${problem}`).join('; ')}`,
    )
  }
  return resolved
}
