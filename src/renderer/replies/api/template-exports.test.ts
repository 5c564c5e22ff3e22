import { afterEach, describe, expect, it } from 'vitest'
import { saying } from '../../../shared/i18n/english.test-support'
import { inEnglish } from '../../../shared/i18n/english'
import { fakeCatalog, installCatalog, uninstallCatalog } from '../../testing/fake-catalog.test-support'
import { exportReplyTemplates, exportTeamTemplates } from './template-exports'

afterEach(uninstallCatalog)

describe('exporting reply templates', () => {
  it('says where the file was saved', async () => {
    installCatalog(
      fakeCatalog({
        exportReplyTemplates: () =>
          Promise.resolve({
            ok: true,
            data: { saved: true, path: '/tmp/replies.json', rows: 0, capped: false },
          }),
      }).api,
    )
    expect(await exportReplyTemplates()).toStrictEqual({ savedTo: '/tmp/replies.json' })
  })

  it('says nothing when the save dialog was dismissed', async () => {
    installCatalog(
      fakeCatalog({ exportTeamTemplates: () => Promise.resolve({ ok: true, data: { saved: false } }) }).api,
    )
    expect(await exportTeamTemplates()).toBeNull()
  })

  it('gives main’s reason when the file was not saved', async () => {
    installCatalog(
      fakeCatalog({
        exportTeamTemplates: () =>
          Promise.resolve({ ok: false, error: { kind: 'refused', message: saying('the disk is full') } }),
      }).api,
    )
    const exported = await exportTeamTemplates()
    expect(exported !== null && 'problem' in exported && inEnglish(exported.problem)).toContain(
      '(the disk is full)',
    )
  })

  it('says main could not be reached when the call itself failed', async () => {
    installCatalog(fakeCatalog({ exportReplyTemplates: () => Promise.reject(new Error('bridge gone')) }).api)
    const exported = await exportReplyTemplates()
    expect(exported !== null && 'problem' in exported && inEnglish(exported.problem)).toMatch(
      /main process could not be reached/,
    )
  })
})
