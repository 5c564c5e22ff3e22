// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  installReplyShownProbe,
  REPLY_SHOWN_SCRIPT,
  REPLY_SHOWN_SELECTORS,
  replyShown,
  type ProbeWindow,
} from './reply-shown'

const progress = (now: number, max: number) =>
  `<div role="progressbar" aria-label="Lookup progress" aria-valuenow="${now}" aria-valuemax="${max}"></div>`
const copyReply = (disabled: boolean) =>
  `<button data-copy-reply=""${disabled ? ' disabled' : ''}>Copy reply</button>`
const preview = (reply: string) => `<section aria-label="Reply preview"><p>${reply}</p></section>`
const shown = (html: string) => {
  document.body.innerHTML = html
  return replyShown(document, REPLY_SHOWN_SELECTORS)
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('replyShown', () => {
  it("is the main window's lookup with every ID answered and Copy reply enabled", () => {
    expect(shown(progress(5, 5) + copyReply(false))).toBe(true)
  })

  it('waits for the last answer, for Copy reply, and for a lookup at all', () => {
    expect(shown(progress(4, 5) + copyReply(false))).toBe(false)
    expect(shown(progress(5, 5) + copyReply(true))).toBe(false)
    expect(shown(progress(5, 5))).toBe(false)
    expect(shown(copyReply(false))).toBe(false)
    // A lookup with nothing to look up yet has nothing to reply about.
    expect(shown(progress(0, 0) + copyReply(false))).toBe(false)
  })

  it('in the Quick answer window, waits for the reply in its preview', () => {
    expect(shown(progress(5, 5) + copyReply(false) + preview(''))).toBe(false)
    expect(shown(progress(5, 5) + copyReply(false) + preview('Hello, item 1042 was sent.'))).toBe(true)
  })
})

describe('the probe', () => {
  const probe = () => (window as ProbeWindow).__replyShown!

  it('resolves once the reply shows, after a frame, to an epoch time; arm waits for the next', async () => {
    installReplyShownProbe(replyShown, REPLY_SHOWN_SELECTORS)
    const before = performance.timeOrigin + performance.now()
    document.body.innerHTML = progress(4, 5) + copyReply(false)
    document.querySelector('[role="progressbar"]')!.setAttribute('aria-valuenow', '5')
    const at = await probe().shown
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(performance.timeOrigin + performance.now())

    document.body.innerHTML = ''
    probe().arm()
    let second: number | null = null
    void probe().shown.then((time) => (second = time))
    document.body.innerHTML = progress(3, 5) + copyReply(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(second).toBeNull()
    document.body.innerHTML = progress(5, 5) + copyReply(false)
    expect(await probe().shown).toBeGreaterThan(at)
  })

  it('is a script that runs on its own in a page', () => {
    delete (window as ProbeWindow).__replyShown
    new Function(REPLY_SHOWN_SCRIPT)()
    expect(typeof probe().arm).toBe('function')
  })
})
