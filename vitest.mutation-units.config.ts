import { defineConfig } from 'vitest/config'
import mutation from './vitest.mutation.config'

/**
 * The second mutation pass (stryker.units.config.mjs): only the unit tests of the security
 * core, without the core's stories (app-core.*, session/). StrykerJS 9's vitest runner picks
 * the tests that cover a mutant with one regular expression of their names; for a module the
 * stories use at every start (settings store, redactor, dispatch, …) that is ~190 names, which
 * V8 refuses as "Regular expression too large", so the first pass cannot run those mutants at
 * all. Here the same mutants are judged by their modules' own tests.
 */
export default defineConfig({
  test: {
    ...mutation.test,
    include: [
      'src/main/core/catalog-client/**/*.test.ts',
      'src/main/core/secrets/**/*.test.ts',
      'src/main/core/redaction/**/*.test.ts',
      'src/main/core/settings/**/*.test.ts',
      'src/main/core/prefs/**/*.test.ts',
      'src/main/core/handlers/**/*.test.ts',
      'src/main/core/events/**/*.test.ts',
      'src/main/core/links/**/*.test.ts',
      'src/shared/links/**/*.test.ts',
      'src/main/shell/app-protocol.test.ts',
      'src/main/core/export/csv.test.ts',
      'src/main/shell/web-contents-hardening.test.ts',
      'src/main/shell/app-url.test.ts',
      'src/main/core/policy/**/*.test.ts',
      'src/main/core/team-templates/**/*.test.ts',
    ],
  },
})
