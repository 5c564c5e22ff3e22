import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../shared/ipc'
import { words } from '../../../shared/i18n/words'
import { NO_POLICY } from './load-policy'
import { announcePolicyProblem, POLICY_NOTICE_ID } from './policy-notice'

describe('announcePolicyProblem', () => {
  const problem = words(
    {
      id: 'policy.ignored',
      defaultMessage:
        "The organization's policy file {file} was ignored: {problem}. Ask IT to correct it; until then the app works as without a policy.",
    },
    {
      file: '/etc/catalog-browser/policy.json',
      problem: words(
        { id: 'policy.problem.tooDeep', defaultMessage: 'it nests more than {max, number} levels deep' },
        { max: 16 },
      ),
    },
  )

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
      "policy: The organization's policy file /etc/catalog-browser/policy.json was ignored: it nests more than 16 levels deep. Ask IT to correct it; until then the app works as without a policy.",
    ])
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
