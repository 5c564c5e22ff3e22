import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import type { EventName } from '../../shared/ipc'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()
afterEach(disposeCores)

describe('team templates through the IPC contract', () => {
  it('reaches a second profile: the lead exports for the team, the agent uses the file', async () => {
    const lead = await makeCore()
    const templates = { languages: { en: { not_found: 'Team says: no item {id}.' } }, agentName: 'Lead' }
    dataOf(await call(lead.core, 'replies:saveTemplates', { templates }))

    const first = dataOf(await call(lead.core, 'replies:exportForTeam', {}))
    const second = dataOf(await call(lead.core, 'replies:exportForTeam', {}))
    if (!first.saved || !second.saved) throw new Error('not saved')
    const file = JSON.parse(await readFile(second.path, 'utf8')) as Record<string, unknown>
    expect(JSON.parse(await readFile(first.path, 'utf8'))).toMatchObject({ setVersion: 1 })
    // The agent's own name is theirs: never in a team file.
    expect(file).toEqual({
      format: 'catalog-browser-reply-templates',
      version: 2,
      setVersion: 2,
      templates: templates.languages,
    })

    const agent = await makeCore()
    const events: EventName[] = []
    agent.core.addEventSink((event) => events.push(event))
    const status = dataOf(await call(agent.core, 'replies:setTeamSource', { source: second.path, use: true }))
    expect(status).toMatchObject({
      source: second.path,
      inUse: true,
      lockedBy: null,
      setVersion: 2,
      problem: null,
    })
    expect(status.set).toEqual({ languages: templates.languages })
    expect(events).toContain('replies:teamChanged')
    // The agent's own set is untouched: the team set is laid over it when the reply is made.
    expect(dataOf(await call(agent.core, 'replies:templates', {}))).toEqual({ languages: {} })
    expect(dataOf(await call(agent.core, 'replies:checkTeam', {}))).toMatchObject({
      setVersion: 2,
      problem: null,
    })
    expect(dataOf(await call(agent.core, 'replies:teamStatus', {}))).toMatchObject({
      inUse: true,
      setVersion: 2,
    })
  })

  it('refuses a source that is not a full path or a safe address, saying what to give', async () => {
    const { core } = await makeCore()
    const error = errorOf(
      await call(core, 'replies:setTeamSource', { source: 'http://intranet.example/t.json' }),
    )
    expect(error.kind).toBe('refused')
    expect(inEnglish(error.message)).toBe(
      'Plain http is used only on this computer. Use https://intranet.example/t.json or a file path.',
    )
    expect(dataOf(await call(core, 'replies:teamStatus', {}))).toMatchObject({ source: null, inUse: false })
  })
})
