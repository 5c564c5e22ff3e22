// Mutation testing of the reply composer: `npm run test:mutation:reply`. A reply is sent to a
// customer as written, so its tests must be able to fail: every surviving mutant is killed by
// a new test or explained next to its code (`// Stryker disable next-line <mutator>: reason`).
import mutation from './stryker.config.mjs'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...mutation,
  vitest: { configFile: 'vitest.mutation-reply.config.ts' },
  mutate: [
    'src/shared/reply/*.ts',
    '!src/shared/reply/*.test.ts',
    '!src/shared/reply/*.test-support.ts',
    'src/shared/i18n/languages.ts',
    // The ticket's language picks the reply's: its reader is judged with the composer.
    'src/shared/ticket/{language,customer-words,quotes,script-languages,telling-words,function-words}.ts',
  ],
  htmlReporter: { fileName: 'reports/mutation-reply/index.html' },
  jsonReporter: { fileName: 'reports/mutation-reply/mutation.json' },
}
