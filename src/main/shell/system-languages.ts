import type { ShellApp } from './electron-main'

/**
 * The OS's languages, most preferred first, for the app's own words.
 *
 * Electron documents `getPreferredSystemLanguages()` as the list to choose an app's language
 * from (`fr-CA, en-US, zh-CN`: a person's second language counts when the first is not one of
 * the six). `getLocale()` is Chromium's one resolved locale (also set by `--lang`): the answer
 * when the OS gives no list.
 */
export function systemLanguagesOf(
  app: Pick<ShellApp, 'getPreferredSystemLanguages' | 'getLocale'>,
): string[] {
  const preferred = app.getPreferredSystemLanguages()
  return preferred.length > 0 ? preferred : [app.getLocale()]
}
