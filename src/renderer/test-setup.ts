import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { leaveNothingForTheNextFile } from './testing/between-files.test-support'

// findBy…/waitFor wait for what a component does, not for how fast the machine is: Testing
// Library's default of one second is shorter than a first render with its queries takes on a
// loaded two-core machine (a lazy dialog's first render took over 5 s at load 15). A test that
// never gets there still fails, only later, within the 20 s test timeout.
configure({ asyncUtilTimeout: 15_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

// One jsdom serves every file of a worker (vitest.config.ts): what a file changed outside its
// own modules goes back before the next file starts.
afterAll(leaveNothingForTheNextFile)

// jsdom has no layout and no matchMedia: every media query reads as not matching (a wide
// window). Tests of narrow layouts set `window.matchMedia` themselves.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// jsdom has `<dialog>` but not its modal methods: these do what tests can observe (the `open`
// attribute, and `close` fired on closing). The top layer and the inert page behind are the
// browser's; the e2e suite checks them in real Chromium.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError')
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}
