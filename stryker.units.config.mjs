// The second mutation pass: `npm run test:mutation:units`. The modules whose mutants the first
// pass (stryker.config.mjs) reports as errors, judged by their own unit tests only; why that
// is needed is in vitest.mutation-units.config.ts. Also the link and app:// modules, whose own
// tests are what kills their mutants, so they can be iterated on in a minute. And the guards
// the red team tried (R4-1, R4-4, R6, R5-5): the redactor's spellings, the CSV writer and the window's
// navigation guard. And what issue 39 reads from outside: the policy file and the team
// templates source.
import mutation from './stryker.config.mjs'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...mutation,
  vitest: { configFile: 'vitest.mutation-units.config.ts' },
  mutate: [
    'src/main/core/settings/settings-store.ts',
    'src/main/core/read-at-most.ts',
    'src/main/core/prefs/catalog-prefs-service.ts',
    'src/main/core/redaction/secret-redactor.ts',
    'src/main/core/redaction/secret-spellings.ts',
    'src/main/core/redaction/spelling-search.ts',
    'src/main/core/redaction/token-encodings.ts',
    'src/main/core/redaction/escape-controls.ts',
    'src/main/core/redaction/parsed-json.ts',
    'src/main/core/export/csv.ts',
    'src/main/shell/web-contents-hardening.ts',
    'src/main/shell/app-url.ts',
    'src/main/core/handlers/dispatch.ts',
    'src/main/core/events/event-for-window.ts',
    'src/main/core/secrets/tracked-secret-store.ts',
    'src/main/core/catalog-client/request-slots.ts',
    'src/main/shell/app-protocol.ts',
    'src/main/core/links/link-inbox.ts',
    'src/shared/links/catalog-link.ts',
    'src/shared/policy/policy-schema.ts',
    'src/main/core/policy/load-policy.ts',
    'src/main/core/policy/policy-source.ts',
    'src/main/core/policy/read-policy-file.ts',
    'src/main/core/policy/json-depth.ts',
    'src/main/core/policy/windows-registry.ts',
    'src/main/core/policy/mac-managed-preferences.ts',
    'src/main/core/policy/managed-catalogs.ts',
    'src/main/core/team-templates/*.ts',
    '!src/main/core/team-templates/*.test.ts',
    '!src/main/core/team-templates/*.test-support.ts',
  ],
  htmlReporter: { fileName: 'reports/mutation-units/index.html' },
  jsonReporter: { fileName: 'reports/mutation-units/mutation.json' },
}
