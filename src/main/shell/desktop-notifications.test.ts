import { describe, expect, it } from 'vitest'
import { FakeNotification } from './testing/fake-electron.test-support'
import { createDesktopNotifier } from './desktop-notifications'

describe('desktop notifications', () => {
  it('shows the title and body, and on click focuses the window before acting', () => {
    FakeNotification.reset(true)
    const order: string[] = []
    const notify = createDesktopNotifier(
      FakeNotification,
      () => order.push('focus'),
      () => {},
    )
    notify({
      title: 'Item 1042: Waiting for send → Trade accepted',
      body: 'AK-47 | Redline',
      onClick: () => order.push('open'),
    })
    const [shown] = FakeNotification.instances
    expect(shown?.options).toStrictEqual({
      title: 'Item 1042: Waiting for send → Trade accepted',
      body: 'AK-47 | Redline',
    })
    expect(shown?.shown).toBe(true)
    shown?.emit('click')
    expect(order).toStrictEqual(['focus', 'open'])
  })

  it('says so in the log, and shows nothing, where the system has no notifications', () => {
    FakeNotification.reset(false)
    const lines: string[] = []
    createDesktopNotifier(
      FakeNotification,
      () => {},
      (line) => lines.push(line),
    )({ title: 't', body: 'b', onClick: () => {} })
    expect(FakeNotification.instances).toHaveLength(0)
    expect(lines[0]).toMatch(/does not support desktop notifications/)
  })
})
