/** The part of Chromium's Prioritized Task Scheduling this uses (TypeScript's DOM types lack it). */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>
}

/**
 * Gives the window's thread back to input and painting, then resumes: by `scheduler.yield()`
 * where Chromium has it (the reading resumes ahead of other queued work once input is
 * handled), else by a message to itself, which a browser never holds back the way it clamps a
 * nested 0 ms timer to 4 ms.
 */
export function giveWay(): Promise<void> {
  const scheduler = (globalThis as { readonly scheduler?: YieldingScheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resume) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resume()
    }
    channel.port2.postMessage(null)
  })
}
