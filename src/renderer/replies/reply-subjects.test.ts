import { describe, expect, it } from 'vitest'
import { singleItem } from '../testing/sample-items.test-support'
import { lookupSubjects, NOT_LOOKED_UP_REASON } from './reply-subjects'
import { saying } from '../../shared/i18n/english.test-support'

describe('lookupSubjects', () => {
  it('turns each lookup row into what a reply is about, in order, never guessing a missing answer', () => {
    const item = singleItem({ id: 7 })
    expect(
      lookupSubjects([
        { id: 7, outcome: { kind: 'item', item } },
        { id: 8, outcome: { kind: 'not_found' } },
        { id: 9, outcome: { kind: 'error', error: { kind: 'timeout', message: saying('No answer.') } } },
        { id: 10, outcome: null },
        {
          id: 11,
          outcome: { kind: 'error', error: { kind: 'unauthorized', message: saying('Sign in again.') } },
        },
      ]),
    ).toEqual([
      { kind: 'item', item },
      { kind: 'not_found', id: 8 },
      { kind: 'failed', id: 9, reason: saying('No answer.'), cause: 'failed' },
      // Never "a technical problem on our side": the sign-in ended, or nobody asked yet.
      { kind: 'failed', id: 10, reason: NOT_LOOKED_UP_REASON, cause: 'interrupted' },
      { kind: 'failed', id: 11, reason: saying('Sign in again.'), cause: 'interrupted' },
    ])
  })
})
