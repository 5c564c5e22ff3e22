/**
 * When a lookup's reply is shown, read in the page itself (no Playwright polling on the main
 * thread being timed), the same way in the main window and in the Quick answer window: both
 * use the lookup's progress bar and `Copy reply`, and the Quick answer window adds the
 * `Reply preview` it shows the reply in. Names as in shared/ui-contract.md, in English (the
 * bench's locale).
 */

/** Selectors the ready state is read from; handed to the page with the functions below. */
export const REPLY_SHOWN_SELECTORS = {
  progress: '[role="progressbar"][aria-label="Lookup progress"]',
  copyReply: 'button[data-copy-reply]',
  preview: '[aria-label="Reply preview"]',
} as const
type Selectors = typeof REPLY_SHOWN_SELECTORS

/**
 * The reply is ready to copy and shown: every ID of the lookup answered (the progress bar
 * full), `Copy reply` enabled, and, where the window shows a `Reply preview`, the reply in it.
 */
export function replyShown(root: ParentNode, selectors: Selectors): boolean {
  const progress = root.querySelector(selectors.progress)
  const total = progress?.getAttribute('aria-valuemax')
  if (!progress || !total || total === '0' || progress.getAttribute('aria-valuenow') !== total) return false
  const copy = root.querySelector<HTMLButtonElement>(selectors.copyReply)
  if (!copy || copy.disabled) return false
  const preview = root.querySelector(selectors.preview)
  return preview === null || (preview.textContent ?? '').trim() !== ''
}

export type ReplyShownProbe = {
  /** Resolves to the epoch time (ms, sub-millisecond) of the frame after the reply first showed. */
  readonly shown: Promise<number>
  /** Forgets the last reply (the main window's lookup is reopened run after run): waits for the next. */
  arm(): void
}
export type ProbeWindow = Window & { __replyShown?: ReplyShownProbe }

/**
 * Installed at each document's start (armed at once, as the Quick answer window needs: it
 * opens with its ticket): a MutationObserver reads `replyShown` on every change, and the time
 * is taken after the next animation frame, in a task of its own, so the frame that paints the
 * reply is in it. `isShown` is `replyShown` handed in as a value for the page's copy.
 */
export function installReplyShownProbe(
  isShown: (root: ParentNode, selectors: Selectors) => boolean,
  selectors: Selectors,
): void {
  const probe = { shown: Promise.resolve(0), arm: () => {} }
  let waiting: ((at: number) => void) | null = null
  probe.arm = () => {
    probe.shown = new Promise<number>((resolve) => (waiting = resolve))
  }
  probe.arm()
  const afterNextFrame = (done: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        done(performance.timeOrigin + performance.now())
      }
      channel.port2.postMessage(null)
    })
  new MutationObserver(() => {
    if (waiting === null || !isShown(document, selectors)) return
    afterNextFrame(waiting)
    waiting = null
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  ;(window as ProbeWindow).__replyShown = probe
}

/** The probe as an init script (with the `__name` helper tsx's keepNames needs in the page). */
export const REPLY_SHOWN_SCRIPT = `globalThis.__name ??= (fn) => fn;\n(${installReplyShownProbe.toString()})(${replyShown.toString()}, ${JSON.stringify(REPLY_SHOWN_SELECTORS)});`
