import { match } from '@formatjs/intl-localematcher'
import {
  APP_LANGUAGE_CODES,
  DEFAULT_APP_LANGUAGE,
  type AppLanguage,
} from '../../../shared/i18n/app-languages'

/**
 * A tag as an OS may write it (`de_DE.UTF-8`, `pt_BR@euro`) in BCP 47 form, or null when
 * `Intl` cannot read it: one unreadable entry must not cost the person the rest of the list.
 */
function readableTag(tag: string): string | null {
  const bcp47 = tag.replace(/[.@].*$/, '').replaceAll('_', '-')
  try {
    return Intl.getCanonicalLocales(bcp47)[0] ?? null
  } catch {
    return null
  }
}

/**
 * The app language for the OS's languages, most preferred first: the closest of the six by
 * CLDR's language distances (`best fit`), so de-AT reads German, pt-PT Portuguese (Brazil),
 * zh-Hans-SG Simplified Chinese and es-419 Spanish, while zh-TW (Traditional script) and a
 * language none of the six is near fall back to English.
 */
export function appLanguageForSystem(preferred: readonly string[]): AppLanguage {
  const requested = preferred.map(readableTag).filter((tag): tag is string => tag !== null)
  if (requested.length === 0) return DEFAULT_APP_LANGUAGE
  return match(requested, APP_LANGUAGE_CODES, DEFAULT_APP_LANGUAGE, { algorithm: 'best fit' }) as AppLanguage
}
