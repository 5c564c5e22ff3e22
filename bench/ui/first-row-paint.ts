import type { Page } from '@playwright/test'
import type { Run } from '../sampling'
import { firstDataRow } from './startup-outcome'

/**
 * When the first data row of the Items table was painted, as an absolute time (epoch ms,
 * `performance.timeOrigin` + the Element Timing render time), for startup figures.
 *
 * Why not the moment Playwright sees the row: a locator wait polls with a back-off (0, 20, 50,
 * 100, 100, then every 500 ms), so a page that takes longer than about 270 ms to show its row
 * is seen up to half a second late, and a blank page (seen at the first poll) is not: the
 * ratio would measure Playwright's polling. This script runs in the page from its first byte
 * (an init script), marks the first data cell for Element Timing as soon as it is inserted
 * (a MutationObserver callback runs before the frame that paints it), and keeps its render
 * time. The same script is in the blank floor page's context, so both are timed alike.
 */
export const FIRST_ROW_PAINT_SCRIPT = `(() => {
  const cellSelector = 'table[aria-label="Items"] tbody tr:not([aria-hidden="true"]) td';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'first-row' && window.__firstRowPaint === undefined)
        window.__firstRowPaint = performance.timeOrigin + (entry.renderTime || entry.loadTime);
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

/** The epoch time the first data row was painted (after it is visible; see above). */
export async function firstRowPaintEpoch(page: Page): Promise<number> {
  await firstDataRow(page)
  const handle = await page.waitForFunction(
    () => (window as { __firstRowPaint?: number }).__firstRowPaint,
    undefined,
    { timeout: 10_000 },
  )
  return (await handle.jsonValue()) as number
}

/** Now, as an epoch time on the same clock as the page's (`performance.timeOrigin` based). */
export const epochNow = (): number => performance.timeOrigin + performance.now()

/**
 * A Run that times one start from the call until the first data row was painted (the page
 * must carry FIRST_ROW_PAINT_SCRIPT), then closes what was opened, outside the timed span.
 */
export function timeToFirstRowPaint(
  open: () => Promise<{ readonly page: Page; close(): Promise<void> }>,
): Run {
  return async () => {
    const start = epochNow()
    const opened = await open()
    try {
      return (await firstRowPaintEpoch(opened.page)) - start
    } finally {
      await opened.close()
    }
  }
}
