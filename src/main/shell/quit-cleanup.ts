import { setClampedTimeout } from '../core/timers/clamped-timeout'
import type { ShellApp } from './electron-main'

type Log = (line: string) => void

/**
 * Runs `cleanup` once before the app quits, and quits only after it has finished.
 *
 * The cleanup saves the window state and disposes the core (which stops the demo server and
 * finishes pending settings writes). Electron does not wait for promises, so the first
 * `will-quit` is cancelled, the cleanup awaited, and the quit repeated. A cleanup that hangs
 * cannot keep the app alive: after `timeoutMs` it quits anyway.
 */
export function installQuitCleanup(
  app: Pick<ShellApp, 'on' | 'quit'>,
  cleanup: () => Promise<void>,
  options: { readonly log: Log; readonly timeoutMs: number },
): void {
  let state: 'running' | 'cleaning' | 'done' = 'running'
  app.on('will-quit', (event) => {
    if (state === 'done') return
    event.preventDefault()
    if (state === 'cleaning') return
    state = 'cleaning'
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setClampedTimeout(() => {
        options.log(`cleanup did not finish within ${options.timeoutMs} ms; quitting anyway`)
        resolve()
      }, options.timeoutMs)
    })
    const work = cleanup().catch((error: unknown) =>
      options.log(`cleanup before quit failed: ${error instanceof Error ? error.message : String(error)}`),
    )
    void Promise.race([work, timeout]).then(() => {
      clearTimeout(timer)
      state = 'done'
      app.quit()
    })
  })
}
