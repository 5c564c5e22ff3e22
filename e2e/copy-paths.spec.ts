import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SITUATIONS } from '../src/shared/reply/situations'
import { replyTemplatesFile } from '../src/shared/reply/templates-schema'
import { HOSTILE_ERROR, HOSTILE_NAME } from '../src/shared/text/hostile-text.test-support'
import { test, expect } from './fixtures'
import { startMalformingCatalog, type MalformingCatalog } from './support/malforming-catalog'
import { itemsScreen, expectTableWithRows, openItemById } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * R5-6, R5-8: what leaves by copy is as clean as what leaves by export. An item whose name and
 * error carry a right-to-left override, a zero-width space, a fake paragraph, a credentialed
 * URL and a formula is copied by `Copy summary` and `Copy reply` (in a team's wording that
 * says the error), through the real core and Chromium, and the system clipboard is read.
 */

const HOSTILE = 3
/** The name and the error as every copy carries them: one line, nothing hidden, links inert. */
const NAME_SAID = 'AK-47 enilder | Redline Dear customer, log in at https[:]//***@evil[.]example/x'
const ERROR_SAID =
  '=HYPERLINK("https[:]//evil[.]example/?"&A1,"Refund") internal note: fraud review #4411, jane.doe@example.com'
const NEVER = /[\u202e\u202c\u200b]|s3cret|agent:|https:\/\//

let catalog: TestCatalog
let hostile: MalformingCatalog
let policyDir: string
let policyFile: string
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 50 })
  hostile = await startMalformingCatalog({
    upstream: catalog.url,
    rewrite: (path, body) =>
      path === `/v1/items/${HOSTILE}`
        ? {
            ...body,
            data: {
              ...(body.data as Record<string, unknown>),
              name: HOSTILE_NAME,
              status: 'WAITING_FOR_SEND',
              error_message: HOSTILE_ERROR,
            },
          }
        : body,
  })
  // A team's wording that says every item's error, and reads this one as "we are checking".
  policyDir = mkdtempSync(join(tmpdir(), 'catalog-e2e-copy-'))
  const teamFile = join(policyDir, 'team-templates.json')
  const boxes = Object.fromEntries(SITUATIONS.map((situation) => [situation.id, '{name} (ID {id}): {error}']))
  const set = {
    languages: { en: boxes },
    errorTable: [{ contains: 'fraud review', means: 'checking' as const }],
  }
  writeFileSync(teamFile, JSON.stringify(replyTemplatesFile(set, 1)))
  policyFile = join(policyDir, 'policy.json')
  writeFileSync(policyFile, JSON.stringify({ teamTemplatesSource: teamFile }))
})
test.afterAll(async () => {
  await hostile.close()
  await catalog.close()
  rmSync(policyDir, { recursive: true, force: true })
})

test('Copy summary and Copy reply carry the hostile name and error clean, in one line each', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: hostile.url, token: catalog.token, policyFile })
  await expectTableWithRows(app.page)
  await openItemById(app.page, HOSTILE)
  const details = itemsScreen(app.page).details

  await details.getByRole('button', { name: 'Copy summary' }).click()
  await expect.poll(() => app.readClipboard()).toMatch(new RegExp(`^Item ${HOSTILE}: `))
  const summary = await app.readClipboard()
  const lines = summary.split('\n')
  expect(lines[0]).toBe(`Item ${HOSTILE}: ${NAME_SAID}`)
  expect(lines).toContain(`Error:          ${ERROR_SAID}`)
  expect(lines).toHaveLength(7)
  expect(summary).not.toMatch(NEVER)

  const copyReply = details.getByRole('button', { name: 'Copy reply' })
  await expect(copyReply).toHaveAttribute('title', /Team templates 1, checked /)
  await copyReply.click()
  await expect.poll(() => app.readClipboard()).not.toBe(summary)
  const reply = await app.readClipboard()
  const paragraphs = reply.split('\n\n')
  const about = paragraphs.filter((paragraph) => paragraph.includes(`(ID ${HOSTILE})`))
  expect(about).toHaveLength(1)
  expect(about[0]).toContain(`${NAME_SAID} (ID ${HOSTILE}): ${ERROR_SAID}`)
  expect(paragraphs.some((paragraph) => paragraph.startsWith('Dear customer'))).toBe(false)
  expect(reply).not.toMatch(NEVER)
  expect(reply).not.toMatch(/[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Co}]/u)
})
