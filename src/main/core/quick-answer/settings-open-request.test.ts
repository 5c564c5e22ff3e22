import { describe, expect, it } from 'vitest'
import { createSettingsOpenRequest } from './settings-open-request'

describe('createSettingsOpenRequest', () => {
  it('tells the window, and hands a request over once', () => {
    const events: [string, unknown][] = []
    const request = createSettingsOpenRequest((event, payload) => {
      events.push([event, payload])
      return true
    })
    expect(request.take()).toBe(false)
    request.request()
    expect(events).toEqual([['desktop:openQuickAnswerSettings', {}]])
    expect(request.take()).toBe(true)
    expect(request.take()).toBe(false)
  })
})
