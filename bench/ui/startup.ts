import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { launchChromium } from '../../e2e/app-window'
import { launchChromiumApp } from '../../e2e/chromium-host'
import { startStaticServer } from '../../e2e/static-server'
import type { GroupOutcome } from '../report'
import { compareToFloor, type Run } from '../sampling'
import { ITEMS_TABLE } from './app-ui'

const PLAN = { warmup: 2, runs: 15 }
const VIEWPORT = { width: 1280, height: 800 }
/** What "visible" means for the floor: a page with one table row. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head>' +
  `<body><table aria-label="Items"><tbody><tr><td>1</td></tr></tbody></table></body></html>`

/** `window.__firstRowPaint`: the first data cell's paint time (a locator's back-off favours a fast page). */
const FIRST_ROW_PAINT_SCRIPT = `(() => {
  const cellSelector = '${ITEMS_TABLE} tbody tr:not([aria-hidden="true"]) td';
  let painted;
  window.__firstRowPaint = new Promise((resolve, reject) => {
    painted = resolve;
    setTimeout(() => reject(new Error('no first data row painted within 30 s')), 30000);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'first-row') painted(performance.timeOrigin + (entry.renderTime || entry.loadTime));
    }
  }).observe({ type: 'element', buffered: true });
  const mark = () => {
    const cell = document.querySelector(cellSelector);
    if (!cell || !cell.textContent.trim()) return false;
    for (const element of [cell, ...cell.querySelectorAll('*')]) element.setAttribute('elementtiming', 'first-row');
    return true;
  };
  const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`

type Opened = { readonly page: Page; close(): Promise<void> }

function timeToFirstRowPaint(open: () => Promise<Opened>): Run {
  return async () => {
    const start = performance.timeOrigin + performance.now()
    const opened = await open()
    try {
      // One evaluation of the script's promise: a locator would poll in the page, on the main thread being timed.
      return (await opened.page.evaluate<number>('window.__firstRowPaint')) - start
    } finally {
      await opened.close()
    }
  }
}

/** What the app adds to a page load; the browser's own launch is in neither: it is Chromium's, not the app's. */
export async function benchStartup(): Promise<GroupOutcome> {
  const blankRoot = resolve(__dirname, '../tmp/blank-page')
  mkdirSync(blankRoot, { recursive: true })
  writeFileSync(join(blankRoot, 'index.html'), BLANK_PAGE)
  const browser = await launchChromium()
  try {
    const extras = { browser, initScript: FIRST_ROW_PAINT_SCRIPT }
    const app = timeToFirstRowPaint(() => launchChromiumApp({ demo: true, viewport: VIEWPORT }, extras))
    const blank = timeToFirstRowPaint(async () => {
      const server = await startStaticServer(blankRoot)
      const context = await browser.newContext({ colorScheme: 'light', viewport: VIEWPORT })
      const close = async () => {
        await context.close()
        await server.close()
      }
      try {
        await context.addInitScript({ content: FIRST_ROW_PAINT_SCRIPT })
        const page = await context.newPage()
        await page.goto(`${server.url}/index.html`)
        return { page, close }
      } catch (error) {
        await close()
        throw error
      }
    })
    return await compareToFloor(
      PLAN,
      'startup_nav_ratio',
      ['startup_nav_ms', app],
      ['startup_nav_blank_ms', blank],
    )
  } finally {
    await browser.close()
  }
}
