import { normalizeBaseUrl } from '../../shared/base-url'
import { linkFromArgs } from '../../shared/links/catalog-link'
import { checkAccessToken } from './access-token'

/**
 * Launch options for the packaged app and for automation.
 *
 * `--base-url=<url>` (or `--base-url <url>`) preselects a catalog, `--demo` opens the demo
 * catalog, and `CATALOG_API_TOKEN` supplies a token for this run only: it is never stored,
 * and never repeated in a warning. Anything else on the command line belongs to Electron or
 * Chromium and is ignored.
 */
export interface LaunchOptions {
  /** Normalised. */
  readonly baseUrl?: string
  readonly token?: string
  readonly demo?: boolean
  /** A `catalog-browser:` link the OS started the app with; parsed (strictly) by the link inbox. */
  readonly link?: string
}

export interface ParsedLaunchOptions {
  readonly options: LaunchOptions
  /** Plain sentences about options that were ignored, for the log and the notices list. */
  readonly warnings: string[]
}

export const TOKEN_ENV_VAR = 'CATALOG_API_TOKEN'
const BASE_URL_FLAG = '--base-url'

export function parseLaunchOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedLaunchOptions {
  const warnings: string[] = []
  let baseUrl: string | undefined
  let demo = false

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? ''
    if (arg === '--demo') {
      demo = true
    } else if (arg.startsWith(`${BASE_URL_FLAG}=`)) {
      baseUrl = arg.slice(BASE_URL_FLAG.length + 1)
    } else if (arg === BASE_URL_FLAG) {
      const next = argv[index + 1]
      if (next === undefined || next.startsWith('--')) {
        warnings.push(
          `${BASE_URL_FLAG} was given without a URL and was ignored. Use ${BASE_URL_FLAG}=https://catalog.example.com.`,
        )
      } else {
        baseUrl = next
        index++
      }
    }
  }

  const checked = checkLaunchOptions({
    baseUrl,
    token: env[TOKEN_ENV_VAR],
    demo,
    link: linkFromArgs(argv) ?? undefined,
  })
  return { options: checked.options, warnings: [...warnings, ...checked.warnings] }
}

/**
 * Checks launch options however they were obtained (parsed from argv here, or handed over
 * directly by the e2e harness): the base URL normalised, the token plausible, and
 * combinations that would send a token to the wrong place dropped, with a warning each.
 */
export function checkLaunchOptions(raw: {
  readonly baseUrl?: string | undefined
  readonly token?: string | undefined
  readonly demo?: boolean | undefined
  readonly link?: string | undefined
}): ParsedLaunchOptions {
  const warnings: string[] = []
  let baseUrl: string | undefined
  if (raw.baseUrl !== undefined) {
    const normalised = normalizeBaseUrl(raw.baseUrl)
    if (normalised.ok) baseUrl = normalised.baseUrl
    else warnings.push(`${BASE_URL_FLAG} was ignored: ${normalised.message}`)
  }

  let token: string | undefined
  if (raw.token !== undefined && raw.token.trim() !== '') {
    const checked = checkAccessToken(raw.token)
    if (checked.ok) token = checked.token
    else warnings.push(`${TOKEN_ENV_VAR} was ignored: ${checked.message}`)
  }

  if (raw.demo === true) {
    if (baseUrl !== undefined)
      warnings.push(`--demo and ${BASE_URL_FLAG} were both given: the demo catalog is opened.`)
    if (token !== undefined) {
      warnings.push(
        `${TOKEN_ENV_VAR} was ignored because --demo opens the demo catalog, which has its own token.`,
      )
    }
    return { options: { demo: true, ...linkOption(raw.link) }, warnings }
  }
  if (token !== undefined && baseUrl === undefined) {
    // Sending the token to whichever catalog was used last could hand it to the wrong service.
    warnings.push(`${TOKEN_ENV_VAR} was ignored because no ${BASE_URL_FLAG} says which catalog it is for.`)
    token = undefined
  }

  const options: LaunchOptions = {
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    ...(token !== undefined ? { token } : {}),
    ...linkOption(raw.link),
  }
  return { options, warnings }
}

/** The link travels as text; the link inbox reads it strictly and tells the person what was wrong. */
function linkOption(link: string | undefined): { link?: string } {
  return link !== undefined ? { link } : {}
}
