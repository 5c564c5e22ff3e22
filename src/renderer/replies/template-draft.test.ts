import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { withNewRow } from './catalog-error-rows'
import {
  boxText,
  draftOf,
  hasOwnText,
  hasUnsavedChanges,
  storedSetOf,
  type TemplatesDraft,
} from './template-draft'

const SAVED: StoredReplyTemplates = {
  languages: { en: { greeting: 'Hi,', closing: 'Bye' }, de: { closing: 'Tschüss' } },
  shared: { closing: 'Bye' },
  agentName: 'Sam',
}

function edit(draft: TemplatesDraft, change: Partial<TemplatesDraft>): TemplatesDraft {
  return { ...draft, ...change }
}

describe('a language box', () => {
  it('shows the language’s own text, else the text for all languages, else the default', () => {
    const draft = draftOf({ languages: { en: { greeting: 'Hi,' } }, shared: { closing: 'Cheers' } }, 'en')
    expect(boxText(draft, 'greeting')).toBe('Hi,')
    expect(boxText(draft, 'closing')).toBe('Cheers')
    expect(boxText(draft, 'signature')).toBe(LANGUAGE_PACKS.en.templates.signature)
    expect(boxText(draft, 'not_found')).toBe(LANGUAGE_PACKS.en.templates.not_found)
  })

  it('counts its own text only where it differs from what it would say without it', () => {
    const draft = draftOf(SAVED, 'en')
    expect(hasOwnText(draft, 'greeting')).toBe(true)
    expect(hasOwnText(draft, 'closing')).toBe(false)
    // A blank text for all languages is "not set": the default is what the box falls back to.
    expect(hasOwnText(edit(draft, { shared: { ...draft.shared, closing: '  ' } }), 'closing')).toBe(true)
  })
})

describe('storedSetOf', () => {
  it('stores only what differs, keeps the other languages, trims the name', () => {
    const draft = edit(draftOf(SAVED, 'en'), {
      own: { greeting: 'Hi,', closing: 'Bye', not_found: LANGUAGE_PACKS.en.templates.not_found },
      agentName: '  Sam  ',
    })
    expect(storedSetOf(draft, SAVED)).toEqual({
      languages: { en: { greeting: 'Hi,' }, de: { closing: 'Tschüss' } },
      shared: { closing: 'Bye' },
      agentName: 'Sam',
    })
  })

  it('drops a language with nothing of its own, blank shared boxes, the default table and an empty name', () => {
    const draft = edit(draftOf(SAVED, 'en'), {
      own: {},
      shared: { greeting: '', closing: ' ', signature: '' },
      agentName: ' ',
    })
    expect(storedSetOf(draft, SAVED)).toEqual({ languages: { de: { closing: 'Tschüss' } } })
  })

  it('keeps a blank greeting of a language: a reply without one is a choice', () => {
    const draft = edit(draftOf({ languages: {} }, 'es'), { own: { greeting: '' } })
    expect(storedSetOf(draft, { languages: {} })).toEqual({ languages: { es: { greeting: '' } } })
  })

  it('stores a changed error table whole, in its order', () => {
    const draft = draftOf({ languages: {} }, 'en')
    const rows = withNewRow(draft.errors).map((row, index) =>
      index === 0 ? { ...row, contains: ' gone ' } : row,
    )
    expect(storedSetOf(edit(draft, { errors: rows }), { languages: {} }).errorTable).toEqual([
      { contains: 'gone', means: 'checking' },
      ...DEFAULT_ERROR_TABLE,
    ])
  })
})

describe('hasUnsavedChanges', () => {
  it('is false for the saved set, however it was written', () => {
    expect(hasUnsavedChanges(draftOf(SAVED, 'en'), SAVED)).toBe(false)
    expect(hasUnsavedChanges(draftOf(SAVED, 'de'), SAVED)).toBe(false)
    const saved = { languages: { en: { closing: 'Bye' } }, shared: { closing: 'Bye' } }
    expect(hasUnsavedChanges(edit(draftOf(saved, 'en'), { own: {} }), saved)).toBe(false)
  })

  it.each([
    ['a box', (draft: TemplatesDraft) => edit(draft, { own: { ...draft.own, not_found: 'x' } })],
    [
      'a box for all languages',
      (draft: TemplatesDraft) => edit(draft, { shared: { ...draft.shared, signature: 'Team' } }),
    ],
    ['the error table', (draft: TemplatesDraft) => edit(draft, { errors: draft.errors.slice(1) })],
    [
      'a meaning',
      (draft: TemplatesDraft) =>
        edit(draft, { errors: [{ ...draft.errors[0]!, means: 'checking' }, ...draft.errors.slice(1)] }),
    ],
    ['the name', (draft: TemplatesDraft) => edit(draft, { agentName: 'Alex' })],
  ])('is true after a change to %s', (_what, change) => {
    expect(hasUnsavedChanges(change(draftOf(SAVED, 'en')), SAVED)).toBe(true)
  })

  it('ignores white space around the name, as saving does', () => {
    expect(hasUnsavedChanges(edit(draftOf(SAVED, 'en'), { agentName: ' Sam ' }), SAVED)).toBe(false)
  })
})
