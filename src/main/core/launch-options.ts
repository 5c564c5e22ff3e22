import { normalizeBaseUrl } from '../../shared/base-url'
import { linkFromArgs } from '../../shared/links/catalog-link'
import { words, type Words } from '../../shared/i18n/words'
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
  /** Options that were ignored, in words, for the log and the notices list. */
  readonly warnings: Words[]
}

export const TOKEN_ENV_VAR = 'CATALOG_API_TOKEN'
const BASE_URL_FLAG = '--base-url'

export function parseLaunchOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedLaunchOptions {
  const warnings: Words[] = []
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
          words(
            {
              id: 'launch.noUrl',
              defaultMessage:
                '{flag} was given without a URL and was ignored. Use {flag}=https://catalog.example.com.',
            },
            { flag: BASE_URL_FLAG },
          ),
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

/** An option set aside because its value cannot be used, with the reason. */
function ignored(option: string, reason: Words): Words {
  return words({ id: 'launch.ignored', defaultMessage: '{option} was ignored: {reason}' }, { option, reason })
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
  const warnings: Words[] = []
  let baseUrl: string | undefined
  if (raw.baseUrl !== undefined) {
    const normalised = normalizeBaseUrl(raw.baseUrl)
    if (normalised.ok) baseUrl = normalised.baseUrl
    else warnings.push(ignored(BASE_URL_FLAG, normalised.message))
  }

  let token: string | undefined
  if (raw.token !== undefined && raw.token.trim() !== '') {
    const checked = checkAccessToken(raw.token)
    if (checked.ok) token = checked.token
    else warnings.push(ignored(TOKEN_ENV_VAR, checked.message))
  }

  if (raw.demo === true) {
    if (baseUrl !== undefined)
      warnings.push(
        words(
          {
            id: 'launch.demoAndUrl',
            defaultMessage: '--demo and {flag} were both given: the demo catalog is opened.',
          },
          { flag: BASE_URL_FLAG },
        ),
      )
    if (token !== undefined) {
      warnings.push(
        words(
          {
            id: 'launch.demoToken',
            defaultMessage:
              '{variable} was ignored because --demo opens the demo catalog, which has its own token.',
          },
          { variable: TOKEN_ENV_VAR },
        ),
      )
    }
    return { options: { demo: true, ...linkOption(raw.link) }, warnings }
  }
  if (token !== undefined && baseUrl === undefined) {
    // Sending the token to whichever catalog was used last could hand it to the wrong service.
    warnings.push(
      words(
        {
          id: 'launch.tokenWithoutUrl',
          defaultMessage: '{variable} was ignored because no {flag} says which catalog it is for.',
        },
        { variable: TOKEN_ENV_VAR, flag: BASE_URL_FLAG },
      ),
    )
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
