import { defineConfig } from 'vitest/config'
import mutation from './vitest.mutation.config'

/**
 * The tests StrykerJS runs against each mutant of the reply composer
 * (stryker.reply.config.mjs): the composer's own unit tests, which are pure and need no
 * keychain or server.
 */
export default defineConfig({
  test: {
    ...mutation.test,
    include: [
      'src/shared/reply/**/*.test.ts',
      'src/shared/i18n/languages.test.ts',
      'src/shared/ticket/{language,language.paste,customer-words,quotes,script-languages,telling-words,function-words}.test.ts',
    ],
  },
})
