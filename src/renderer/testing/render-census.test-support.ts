/**
 * Which React components rendered between `start()` and `stop()`, counted per component name,
 * read from the commit hook React calls for its developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`).
 * It works in production builds too, where React's `<Profiler>` is compiled out: the bench
 * installs it in the built app; unit tests install it before React DOM loads (vitest's setup).
 *
 * A component counts when it mounted or ran its render in a commit; one that React skipped
 * (memo, unchanged props and state) does not, nor does anything under a subtree React did not
 * visit. That is React DevTools' own "did this fiber render" rule.
 *
 * `installRenderCensus` must stay self-contained: the bench hands its source to the page
 * (`addInitScript`), so it may use nothing outside its own body.
 */
export interface RenderCensus {
  readonly start: () => void
  /** Renders per component name since `start()`; names are minified in a production build. */
  readonly stop: () => Record<string, number>
}

export type CensusWindow = typeof globalThis & { __renderCensus?: RenderCensus }

export function installRenderCensus(): void {
  interface Fiber {
    readonly tag: number
    readonly type: unknown
    readonly flags: number
    readonly child: Fiber | null
    readonly sibling: Fiber | null
    readonly alternate: Fiber | null
  }
  type Named = { readonly displayName?: string; readonly name?: string } | null | undefined
  // React's fiber tags of components that render (a memo with a compare function, tag 14, wraps
  // a fiber of its inner component, which is the one counted) and its PerformedWork flag.
  const FUNCTION_COMPONENT = 0
  const CLASS_COMPONENT = 1
  const FORWARD_REF = 11
  const SIMPLE_MEMO_COMPONENT = 15
  const COUNTED: ReadonlySet<number> = new Set([
    FUNCTION_COMPONENT,
    CLASS_COMPONENT,
    FORWARD_REF,
    SIMPLE_MEMO_COMPONENT,
  ])
  const PERFORMED_WORK = 1

  const target = globalThis as CensusWindow & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }
  if (target.__renderCensus) return
  let counts: Record<string, number> | null = null

  const nameOf = (fiber: Fiber): string => {
    const type = (
      fiber.tag === FORWARD_REF ? (fiber.type as { render?: Named } | null)?.render : fiber.type
    ) as Named
    return type?.displayName || type?.name || 'Anonymous'
  }
  const walk = (next: Fiber, previous: Fiber | null, tally: Record<string, number>) => {
    if (COUNTED.has(next.tag) && (previous === null || (next.flags & PERFORMED_WORK) !== 0)) {
      const name = nameOf(next)
      tally[name] = (tally[name] ?? 0) + 1
    }
    // A subtree React bailed out of keeps its children: nothing under it rendered.
    if (previous !== null && next.child === previous.child) return
    for (let child = next.child; child !== null; child = child.sibling) walk(child, child.alternate, tally)
  }

  target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { readonly current: Fiber }) => {
      if (counts !== null) walk(root.current, root.current.alternate, counts)
    },
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    setStrictMode: () => undefined,
  }
  target.__renderCensus = {
    start: () => {
      counts = {}
    },
    stop: () => {
      const taken = counts ?? {}
      counts = null
      return taken
    },
  }
}

/** The census installed in this window (unit tests; the setup file installed it). */
export function renderCensus(): RenderCensus {
  const census = (globalThis as CensusWindow).__renderCensus
  if (!census) throw new Error('The render census is not installed: vitest.config.ts setupFiles installs it.')
  return census
}
