import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../shared/ipc'
import { words } from '../../../shared/i18n/words'
import { POLICY_REASONS, POLICY_REFUSED } from '../../../shared/policy/policy-reasons'
import { NO_POLICY } from './load-policy'
import { announcePolicyProblem, POLICY_NOTICE_ID } from './policy-notice'

describe('announcePolicyProblem', () => {
  const problem = words(POLICY_REFUSED.file, {
    file: '/etc/catalog-browser/policy.json',
    reason: words(POLICY_REASONS.tooDeep, { max: 16 }),
  })

  it('puts a refused policy on the notice board as a warning, and in the log in English', () => {
    const notices: Notice[] = []
    const log: string[] = []
    announcePolicyProblem(
      { where: '/etc/catalog-browser/policy.json', policy: null, problem },
      (n) => notices.push(n),
      (line) => log.push(line),
    )
    expect(notices).toEqual([{ id: 'policy-ignored', level: 'warning', message: problem }])
    expect(POLICY_NOTICE_ID).toBe('policy-ignored')
    expect(log).toEqual([
      "policy: The organization's policy file /etc/catalog-browser/policy.json was ignored. It nests more than 16 levels deep. Ask IT to correct it; until then the app works as without a policy.",
    ])
  })

  it('puts the parser’s own English in the log only, after the line', () => {
    const notices: Notice[] = []
    const log: string[] = []
    const logDetail = 'Unexpected token \'}\', "{"a": 1,}" is not valid JSON'
    announcePolicyProblem(
      { where: '/etc/catalog-browser/policy.json', policy: null, problem, logDetail },
      (n) => notices.push(n),
      (line) => log.push(line),
    )
    expect(notices).toEqual([{ id: 'policy-ignored', level: 'warning', message: problem }])
    expect(log[0]).toMatch(
      /restart|Ask IT to correct it; until then the app works as without a policy\. \(Unexpected token '\}', .* is not valid JSON\)$/,
    )
  })

  it('says nothing when there is no problem', () => {
    const notices: Notice[] = []
    const log: string[] = []
    announcePolicyProblem(
      NO_POLICY,
      (n) => notices.push(n),
      (line) => log.push(line),
    )
    announcePolicyProblem(
      { where: '/x', policy: {}, problem: null },
      (n) => notices.push(n),
      (line) => log.push(line),
    )
    expect(notices).toEqual([])
    expect(log).toEqual([])
  })
})
