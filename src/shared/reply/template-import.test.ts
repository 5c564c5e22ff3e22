import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { applyImport, importChanges } from './template-import'
import type { StoredReplyTemplates } from './templates-schema'

const lead: StoredReplyTemplates = {
  languages: { en: { greeting: 'Hi,', trade_accepted: 'Done {name} {id}.' }, de: { closing: 'Tschüss' } },
  errorTable: [
    { contains: 'upstream refused', means: 'steam_down' },
    { contains: 'private', means: 'inventory_private' },
  ],
  agentName: 'Sam',
}
const onlySpanish: StoredReplyTemplates = {
  languages: { es: { greeting: 'Hola:' }, en: { greeting: 'Hello,' } },
  shared: { signature: '{agent_name}, Support' },
  errorTable: [{ contains: 'Upstream-REFUSED.', means: 'checking' }],
}

describe('applyImport', () => {
  it('merge keeps every box and language the file leaves out, the file’s boxes win', () => {
    expect(applyImport(lead, onlySpanish, 'merge')).toEqual({
      languages: {
        en: { greeting: 'Hello,', trade_accepted: 'Done {name} {id}.' },
        de: { closing: 'Tschüss' },
        es: { greeting: 'Hola:' },
      },
      shared: { signature: '{agent_name}, Support' },
      errorTable: [
        { contains: 'Upstream-REFUSED.', means: 'checking' },
        { contains: 'private', means: 'inventory_private' },
      ],
      agentName: 'Sam',
    })
  })

  it('merge keeps the default error table under the imported entries when the lead has none', () => {
    const merged = applyImport({ languages: {} }, onlySpanish, 'merge')
    expect(merged.errorTable).toEqual([
      { contains: 'Upstream-REFUSED.', means: 'checking' },
      ...DEFAULT_ERROR_TABLE,
    ])
  })

  it('adds no name, shared boxes or table that neither side has', () => {
    const file: StoredReplyTemplates = { languages: { es: { greeting: 'Hola:' } } }
    expect(applyImport({ languages: {} }, file, 'merge')).toStrictEqual(file)
    expect(applyImport({ languages: {} }, file, 'replace')).toStrictEqual(file)
  })

  it('merge keeps the lead’s own table when the file has none', () => {
    expect(applyImport(lead, { languages: {} }, 'merge').errorTable).toEqual(lead.errorTable)
  })

  it('replace all takes the file’s set, keeping only the agent’s own name', () => {
    expect(applyImport(lead, onlySpanish, 'replace')).toEqual({ ...onlySpanish, agentName: 'Sam' })
  })
})

describe('importChanges', () => {
  it('says per language and box what a merge changes, and what the table gains or reads differently', () => {
    const changes = importChanges(lead, onlySpanish, 'merge')
    expect(changes.boxes).toEqual([
      { language: 'all', key: 'signature', before: undefined, after: '{agent_name}, Support' },
      { language: 'en', key: 'greeting', before: 'Hi,', after: 'Hello,' },
      { language: 'es', key: 'greeting', before: undefined, after: 'Hola:' },
    ])
    expect(changes.errorTable).toEqual({ added: 0, removed: 0, changed: 1 })
  })

  it('says what replace all would lose: the lead’s German closing and English situation', () => {
    const lost = importChanges(lead, onlySpanish, 'replace').boxes.filter(
      (change) => change.after === undefined,
    )
    expect(lost).toEqual([
      { language: 'en', key: 'trade_accepted', before: 'Done {name} {id}.', after: undefined },
      { language: 'de', key: 'closing', before: 'Tschüss', after: undefined },
    ])
    expect(importChanges(lead, onlySpanish, 'replace').errorTable).toEqual({
      added: 0,
      removed: 1,
      changed: 1,
    })
  })

  it('counts the default table as the lead’s when they have none', () => {
    expect(importChanges({ languages: {} }, onlySpanish, 'merge').errorTable).toEqual({
      added: 1,
      removed: 0,
      changed: 0,
    })
    expect(importChanges({ languages: {} }, { languages: {} }, 'replace').errorTable).toEqual({
      added: 0,
      removed: 0,
      changed: 0,
    })
    expect(importChanges({ languages: {} }, { languages: {}, errorTable: [] }, 'replace').errorTable).toEqual(
      { added: 0, removed: DEFAULT_ERROR_TABLE.length, changed: 0 },
    )
  })

  it('finds nothing to change when the file is the lead’s own set', () => {
    expect(importChanges(lead, lead, 'replace')).toEqual({
      boxes: [],
      errorTable: { added: 0, removed: 0, changed: 0 },
    })
  })
})
