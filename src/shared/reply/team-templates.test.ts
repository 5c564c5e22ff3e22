import { describe, expect, it } from 'vitest'
import { composeReply } from './compose-reply'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { wordingFor } from './wording'
import { layerTeamTemplates, MAX_TEAM_FILE_BYTES, nextSetVersion, teamText } from './team-templates'
import { readTeamFileText } from './team-file'
import {
  REPLY_TEMPLATES_FILE_FORMAT,
  replyTemplatesFile,
  replyTemplatesFileSchema,
  teamTemplatesFileSchema,
  type StoredReplyTemplates,
} from './templates-schema'
import { MAX_TEMPLATES_FILE_CHARS } from './templates-file'
import { withEnglish } from '../i18n/english.test-support'
import { createIntl } from '@formatjs/intl'
import german from '../i18n/messages/de.json'
import { formatWords } from '../i18n/words'

const own: StoredReplyTemplates = {
  languages: {
    en: { greeting: 'Hi {customer_name},', not_found: 'Own not found {id}.' },
    de: { greeting: 'Moin,' },
  },
  shared: { signature: '{agent_name}' },
  errorTable: [{ contains: 'private', means: 'inventory_private' }],
  agentName: 'Sam',
}

const team: StoredReplyTemplates = {
  languages: { en: { not_found: 'Team not found {id}.' } },
  shared: { closing: 'Best wishes' },
  errorTable: [{ contains: 'escrow', means: 'trade_hold' }],
}

function teamFile(extra: Record<string, unknown> = {}) {
  return {
    format: REPLY_TEMPLATES_FILE_FORMAT,
    version: 2,
    templates: { en: { greeting: 'Hello' } },
    ...extra,
  }
}

describe('teamTemplatesFileSchema', () => {
  it('reads the file Export… writes, with and without a set version', () => {
    expect(teamTemplatesFileSchema.parse(replyTemplatesFile(team, 7))).toEqual({ setVersion: 7, set: team })
    expect(teamTemplatesFileSchema.parse(replyTemplatesFile(team))).toEqual({ setVersion: null, set: team })
  })

  it('reads a first-version export (old box keys, no set version)', () => {
    const file = { format: REPLY_TEMPLATES_FILE_FORMAT, version: 1, templates: { en: { greeting: 'Yo' } } }
    expect(teamTemplatesFileSchema.parse(file)).toEqual({
      setVersion: null,
      set: { languages: { en: { greeting: 'Yo' } } },
    })
  })

  it('keeps Import… working on a team file: the set version is read and left out of the set', () => {
    expect(replyTemplatesFileSchema.parse(teamFile({ setVersion: 3 }))).toEqual({
      languages: { en: { greeting: 'Hello' } },
    })
  })

  it.each([0, -1, 1.5, '2', Number.MAX_SAFE_INTEGER + 2])('refuses the set version %s', (setVersion) => {
    expect(teamTemplatesFileSchema.safeParse(teamFile({ setVersion })).success).toBe(false)
  })

  it('refuses unknown keys, the agent name and prototype keys at every level', () => {
    const refused = [
      teamFile({ extra: 1 }),
      teamFile({ agentName: 'Lead' }),
      JSON.parse(
        `{"format":"${REPLY_TEMPLATES_FILE_FORMAT}","version":2,"templates":{},"__proto__":{"x":1}}`,
      ),
      JSON.parse(`{"format":"${REPLY_TEMPLATES_FILE_FORMAT}","version":2,"templates":{"__proto__":{}}}`),
      JSON.parse(
        `{"format":"${REPLY_TEMPLATES_FILE_FORMAT}","version":2,"templates":{"en":{"constructor":"x"}}}`,
      ),
    ]
    for (const file of refused) {
      const result = teamTemplatesFileSchema.safeParse(file)
      expect(result.success, JSON.stringify(file)).toBe(false)
      expect(result.error?.issues[0]?.code).toBe('unrecognized_keys')
    }
  })

  it('takes its byte bound from the Import… bound, its one home', () => {
    expect(MAX_TEAM_FILE_BYTES).toBe(MAX_TEMPLATES_FILE_CHARS)
  })
})

describe('readTeamFileText', () => {
  it('reads a good file with its set version', () => {
    expect(readTeamFileText(JSON.stringify(replyTemplatesFile(team, 2)))).toEqual({
      ok: true,
      file: { setVersion: 2, set: team },
    })
  })

  it('says what is wrong: not JSON, an unknown key, a bad value', () => {
    expect(withEnglish(readTeamFileText('{"format":'))).toEqual({ ok: false, problem: 'it is not JSON' })
    expect(withEnglish(readTeamFileText(JSON.stringify(teamFile({ colour: 'red' }))))).toEqual({
      ok: false,
      problem: 'it has the key "colour", which is not allowed',
    })
    expect(withEnglish(readTeamFileText(JSON.stringify(teamFile({ setVersion: 0 }))))).toEqual({
      ok: false,
      problem: 'it is not a reply templates file (setVersion: the set version is 1 or more)',
    })
  })

  it('says the schema’s own refusals as words, so they read in the app language', () => {
    const intl = createIntl({ locale: 'de', messages: german })
    const inGerman = (file: unknown) => {
      const read = readTeamFileText(JSON.stringify(file))
      return read.ok ? '' : formatWords(intl, read.problem)
    }
    expect(inGerman(teamFile({ setVersion: 0 }))).toBe(
      'die Datei keine Antwortvorlagen-Datei ist (an der Stelle setVersion: die Version des Vorlagensatzes ist 1 oder größer)',
    )
    expect(inGerman(teamFile({ templates: { en: { greeting: 'x'.repeat(1001) } } }))).toMatch(
      /an der Stelle templates\.en\.greeting: eine Vorlage hat höchstens 1000 Zeichen\)$/,
    )
  })

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the prototype key %s at any depth, even where a record would drop it',
    (key) => {
      const v1 = `{"format":"${REPLY_TEMPLATES_FILE_FORMAT}","version":1,"templates":{"${key}":{"greeting":"x"}}}`
      expect(withEnglish(readTeamFileText(v1))).toEqual({
        ok: false,
        problem: `it has the key "${key}", which is not allowed`,
      })
    },
  )
})

describe('layerTeamTemplates', () => {
  it('is the agent’s own set when there is no team set', () => {
    expect(layerTeamTemplates(own, null)).toBe(own)
  })

  it('lets the team win the boxes it sets and keeps the agent’s other boxes and name', () => {
    const layered = layerTeamTemplates(own, team)
    expect(layered.languages.en).toEqual({
      greeting: 'Hi {customer_name},',
      not_found: 'Team not found {id}.',
    })
    expect(layered.languages.de).toEqual({ greeting: 'Moin,' })
    expect(layered.shared).toEqual({ signature: '{agent_name}', closing: 'Best wishes' })
    expect(layered.agentName).toBe('Sam')
  })

  it('puts the team’s error table first, marked as the team’s, and keeps the agent’s other rows after it', () => {
    expect(layerTeamTemplates(own, team).errorTable).toEqual([
      { contains: 'escrow', means: 'trade_hold', from: 'team' },
      { contains: 'private', means: 'inventory_private' },
    ])
    const sameText = { ...team, errorTable: [{ contains: 'PRIVATE', means: 'trade_hold' as const }] }
    expect(layerTeamTemplates(own, sameText).errorTable).toEqual([
      { contains: 'PRIVATE', means: 'trade_hold', from: 'team' },
    ])
  })

  it('keeps the defaults below the team’s table for an agent without a table, and the agent’s without a team table', () => {
    const { errorTable: _none, ...withoutTable } = own
    expect(layerTeamTemplates(withoutTable, team).errorTable).toEqual([
      ...team.errorTable!.map((row) => ({ ...row, from: 'team' })),
      ...DEFAULT_ERROR_TABLE.filter((row) => row.contains !== 'escrow').map((row) => ({
        ...row,
        from: 'default',
      })),
    ])
    const { errorTable: _noTeamTable, ...teamWithoutTable } = team
    expect(layerTeamTemplates(own, teamWithoutTable).errorTable).toEqual(own.errorTable)
  })

  it('lets a box the team writes for all languages win over the agent’s text for one language', () => {
    const agent: StoredReplyTemplates = { languages: { de: { closing: 'Tschüss', greeting: 'Moin' } } }
    const layered = layerTeamTemplates(agent, team)
    expect(layered.languages.de).toEqual({ greeting: 'Moin' })
    expect(layered.shared?.closing).toBe('Best wishes')
    const perLanguage = { ...team, languages: { de: { closing: 'Mit freundlichen Grüßen' } } }
    expect(layerTeamTemplates(agent, perLanguage).languages.de?.closing).toBe('Mit freundlichen Grüßen')
  })

  it('gives a team text no placeholder a template could not use: anything else in braces is left out', () => {
    const sneaky: StoredReplyTemplates = {
      languages: { en: { not_found: 'No {token} item {id}{constructor}{__proto__}.' } },
    }
    const reply = composeReply([{ kind: 'not_found', id: 350 }], {
      ...wordingFor(layerTeamTemplates(own, sneaky), 'en'),
      language: 'en',
      catalogTimeZone: null,
      now: new Date(),
    }).text
    expect(reply).toContain('No item 350.')
    expect(reply).not.toMatch(/token|constructor|proto|[{}]/)
  })

  it('never changes the agent’s own set', () => {
    const before = JSON.stringify(own)
    layerTeamTemplates(own, team)
    expect(JSON.stringify(own)).toBe(before)
  })
})

describe('teamText', () => {
  it('is the team’s text for the language, else its text for all languages, else nothing', () => {
    expect(teamText(team, 'en', 'not_found')).toBe('Team not found {id}.')
    expect(teamText(team, 'de', 'not_found')).toBeUndefined()
    expect(teamText(team, 'de', 'closing')).toBe('Best wishes')
    expect(teamText({ ...team, languages: { de: { closing: 'Gruß' } } }, 'de', 'closing')).toBe('Gruß')
    expect(teamText(team, 'en', 'greeting')).toBeUndefined()
    expect(teamText(null, 'en', 'not_found')).toBeUndefined()
  })
})

describe('nextSetVersion', () => {
  it('is one above the last version, and 1 for the first', () => {
    expect(nextSetVersion(null)).toBe(1)
    expect(nextSetVersion(4)).toBe(5)
  })
})
