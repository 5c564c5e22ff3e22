import { focusManager, notifyManager, onlineManager } from '@tanstack/react-query'
import { vi } from 'vitest'

/**
 * The renderer's test files share one jsdom and the libraries loaded into it (vitest's
 * `isolate: false`: a fresh window per file cost more than the tests themselves). Their own
 * modules are loaded anew per file; what outlives a file is put back here, so a file passes
 * or fails the same alone or after any other.
 */

interface JsdomFrames {
  readonly request: typeof window.requestAnimationFrame
  readonly cancel: typeof window.cancelAnimationFrame
}

// jsdom's own frame functions, kept on the window the first time this module loads in a worker
// (it loads again for every file, perhaps after a test replaced them).
const KEPT = Symbol.for('catalog-browser.jsdom-frames')
const keptOn = window as unknown as Record<symbol, JsdomFrames | undefined>
const jsdomFrames: JsdomFrames = (keptOn[KEPT] ??= {
  request: window.requestAnimationFrame,
  cancel: window.cancelAnimationFrame,
})

/** jsdom numbers its frames from 1; a frame id past this came from something else's clock. */
const MOST_FRAMES_IN_A_WORKER = 10_000_000

export function leaveNothingForTheNextFile(): void {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  window.requestAnimationFrame = jsdomFrames.request
  window.cancelAnimationFrame = jsdomFrames.cancel
  // jsdom's frame clock runs on the window's setInterval: a frame a file asked for and never
  // got would still fire in the next one. Ask for one more and cancel every id up to it.
  const last = window.requestAnimationFrame(() => undefined)
  if (!(last > 0 && last < MOST_FRAMES_IN_A_WORKER)) throw new Error(`not a jsdom frame id: ${last}`)
  for (let id = 1; id <= last; id += 1) window.cancelAnimationFrame(id)
  // TanStack's managers are module singletons of a library loaded once per worker.
  focusManager.setFocused(undefined)
  onlineManager.setOnline(true)
  notifyManager.setScheduler((callback) => setTimeout(callback, 0))
  // The preload's api a file installed (fake-catalog.test-support.ts): the next file installs
  // its own, or has none.
  Reflect.deleteProperty(window, 'catalog')
  window.localStorage.clear()
  window.sessionStorage.clear()
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('lang')
  // Modules of our own (a module's store, a cache) start again from their first line.
  vi.resetModules()
}
