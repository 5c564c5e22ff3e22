import { afterAll, beforeAll, vi } from 'vitest'

/**
 * Gives the enclosing describe block the layout a virtualized table needs, which jsdom lacks:
 * every element is `viewHeight` px tall inside with `contentHeight` px to scroll (and, where
 * given, every row measures `rowHeight`), ResizeObserver never reports, and scrollTo scrolls and
 * says so. The e2e suite runs the same tables in real Chromium.
 */
export function useScrollLayout(layout: {
  readonly viewHeight: number
  readonly contentHeight: number
  readonly rowHeight?: number
}): void {
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(layout.viewHeight)
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(layout.contentHeight)
    if (layout.rowHeight !== undefined)
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(layout.rowHeight)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
      this.scrollTop = typeof options === 'object' ? (options.top ?? 0) : (options ?? 0)
      this.dispatchEvent(new Event('scroll'))
    } as Element['scrollTo']
  })
  afterAll(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
