import type { Page } from '@playwright/test'
import { DETAIL_ID_SELECTOR } from './page-probe'
import type { ShiftAction } from './shift-plan'

/** A stint in one evaluation: a Playwright action per step would cost more than the app's own work. */
export async function runStint(
  page: Page,
  actions: readonly ShiftAction[],
  catalog: string | null,
): Promise<void> {
  await page.evaluate(
    async ({ list, detailSelector, switchTo }) => {
      const frame = () => new Promise(requestAnimationFrame)
      const probe = (window as { __bench?: { inflight: number } }).__bench
      if (!probe) throw new Error('the probe is not installed')
      const settle = async (what: string, done: () => boolean = () => true) => {
        await frame()
        for (const until = performance.now() + 20_000; !(done() && probe.inflight === 0); await frame())
          if (performance.now() > until) throw new Error(`${what}: not done within 20 s`)
        await frame()
      }
      const named = (name: string) =>
        [...document.querySelectorAll<HTMLElement>('button, [role="menuitem"]')].find(
          (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
        ) as HTMLButtonElement | undefined
      const press = (name: string) => {
        const button = named(name)
        if (!button) throw new Error(`no control named ${JSON.stringify(name)}`)
        button.click()
      }
      const type = (label: string, text: string) => {
        const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
          ?.control as HTMLInputElement | null | undefined
        if (!field) throw new Error(`no field labelled ${JSON.stringify(label)}`)
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
      const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? ''
      const position = () => text('nav[aria-label="Pagination"]')
      for (const action of list) {
        if (action.kind === 'open') {
          type('Item ID', String(action.id))
          press('Open item')
          await settle(`item ${action.id}`, () => text(detailSelector) === String(action.id))
        } else if (action.kind === 'filter') {
          if (named('Clear filters')?.disabled === false) press('Clear filters')
          await settle('Clear filters')
          type('Name', action.name)
          press('Apply filters')
          await settle(`filter ${action.name}`)
        } else if (action.kind === 'lookup') {
          press('Look up several')
          await settle('the bulk lookup', () => named('Look up') !== undefined)
          type('Item IDs', action.ids.join(', '))
          press('Look up')
          const bar = 'div[role="progressbar"][aria-label="Lookup progress"]'
          const answered = () =>
            document.querySelector(bar)?.getAttribute('aria-valuenow') ===
              document.querySelector(bar)?.getAttribute('aria-valuemax') && !named('Cancel lookup')
          await settle(
            `lookup of ${action.ids.length}`,
            () => document.querySelector(bar) !== null && answered(),
          )
          press('Close bulk lookup')
          await settle('closing the bulk lookup')
        } else {
          // Previous on page 1 turns forward instead; a filter of one page has nowhere to turn.
          const wanted = named(action.kind === 'next' ? 'Next page' : 'Previous page')
          const button = wanted?.disabled ? named('Next page') : wanted
          if (!button || button.disabled) continue
          const before = position()
          button.click()
          await settle('a page turn', () => position() !== before)
        }
      }
      if (switchTo === null) return
      press('Catalog')
      await frame()
      press(switchTo)
      await settle(`switch to ${switchTo}`, () => text('button[aria-label="Catalog"]').startsWith(switchTo))
    },
    { list: actions, detailSelector: DETAIL_ID_SELECTOR, switchTo: catalog },
  )
}

/** An init script: `window.__liveTimers()` counts the page's pending timeouts and intervals. */
export const TIMER_COUNT_SCRIPT = `(() => {
  const live = new Set(), { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = window
  window.setTimeout = (fn, ms, ...args) => { const id = st((...a) => { live.delete(id); typeof fn === 'function' && fn(...a) }, ms, ...args); live.add(id); return id }
  window.setInterval = (...args) => { const id = si(...args); live.add(id); return id }
  window.clearTimeout = (id) => { live.delete(id); ct(id) }
  window.clearInterval = (id) => { live.delete(id); ci(id) }
  window.__liveTimers = () => live.size
})();`
