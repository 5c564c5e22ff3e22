import { describe, expect, it } from 'vitest'
import { FakeNotification } from './testing/fake-electron.test-support'
import { createDesktopNotifier, MAX_LIVE_NOTIFICATIONS } from './desktop-notifications'

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

  it('keeps at most MAX_LIVE_NOTIFICATIONS, closing the oldest first; the newest still act on a click', () => {
    FakeNotification.reset(true)
    const opened: number[] = []
    const notify = createDesktopNotifier(
      FakeNotification,
      () => {},
      () => {},
    )
    const rounds = MAX_LIVE_NOTIFICATIONS * 3
    for (let round = 0; round < rounds; round += 1) {
      notify({ title: `round ${round}`, body: 'b', onClick: () => opened.push(round) })
      const live = FakeNotification.instances.filter((shown) => !shown.closed)
      expect(live.length).toBe(Math.min(round + 1, MAX_LIVE_NOTIFICATIONS))
    }
    const live = FakeNotification.instances.filter((shown) => !shown.closed)
    expect(live.map((shown) => shown.options.title)).toStrictEqual(
      Array.from(
        { length: MAX_LIVE_NOTIFICATIONS },
        (_, index) => `round ${rounds - MAX_LIVE_NOTIFICATIONS + index}`,
      ),
    )
    live.at(-1)?.emit('click')
    expect(opened).toStrictEqual([rounds - 1])
  })

  it('frees the place of one the person closed: the next one closes nothing', () => {
    FakeNotification.reset(true)
    const notify = createDesktopNotifier(
      FakeNotification,
      () => {},
      () => {},
    )
    for (let round = 0; round < MAX_LIVE_NOTIFICATIONS; round += 1) {
      notify({ title: `round ${round}`, body: 'b', onClick: () => {} })
    }
    FakeNotification.instances[3]?.emit('close')
    notify({ title: 'one more', body: 'b', onClick: () => {} })
    expect(FakeNotification.instances.filter((shown) => shown.closed)).toHaveLength(0)
  })
})
