import {
  defaultScheduler,
  focusManager,
  MutationCache,
  notifyManager,
  onlineManager,
  QueryCache,
} from '@tanstack/react-query'
import { vi } from 'vitest'
import { uninstallCatalog } from './fake-catalog.test-support'

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

/**
 * Every query and mutation any file's client made, so none outlives its file: a mutation still
 * pending when its file ends re-arms its garbage-collection timer (the app's MUTATION_GC_MS)
 * for as long as it waits, a timer the next file's fake clock would run as its own. Recorded by wrapping the caches' `build`, once per worker.
 */
interface Destroyable {
  destroy(): void
}
const BUILT = Symbol.for('catalog-browser.tanstack-built')
const builtOn = window as unknown as Record<symbol, Set<Destroyable> | undefined>
const built: Set<Destroyable> = builtOn[BUILT] ?? recordEveryBuild((builtOn[BUILT] = new Set()))

function recordEveryBuild(into: Set<Destroyable>): Set<Destroyable> {
  for (const cache of [QueryCache.prototype, MutationCache.prototype] as { build: unknown }[]) {
    const build = cache.build as (...args: unknown[]) => Destroyable
    cache.build = function (this: unknown, ...args: unknown[]) {
      const made = build.apply(this, args)
      into.add(made)
      return made
    }
  }
  return into
}

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
  for (const made of built) made.destroy()
  built.clear()
  // TanStack's managers are module singletons of a library loaded once per worker.
  focusManager.setFocused(undefined)
  onlineManager.setOnline(true)
  notifyManager.setScheduler(defaultScheduler)
  // The preload's api a file installed: the next file installs its own, or has none.
  uninstallCatalog()
  window.localStorage.clear()
  window.sessionStorage.clear()
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('lang')
  // Modules of our own (a module's store, a cache) start again from their first line.
  vi.resetModules()
}
