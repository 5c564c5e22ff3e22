import { createElement, lazy, memo, useState, type ComponentType, type FunctionComponent } from 'react'
import { prefetchInTurn } from './idle-prefetch'

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never

/** A part of the window whose code is its own chunk, and the way to load that chunk ahead. */
export interface LoadablePart<Props> {
  /** Renders the part: at once when its chunk is in, else suspending until it is. */
  readonly Component: ComponentType<Props>
  /** Loads the chunk now, once however often called; never rejects (a render says the failure). */
  readonly prefetch: () => Promise<void>
}

/**
 * The component `name` of a module loaded on first use (React's `lazy` takes default exports
 * only; the app's modules export by name). Once the chunk is in (a prefetch while the window was
 * idle), a new mount renders the component itself and never suspends, so a first open shows no
 * fallback, not even for a frame. A mount keeps the component it started with: switching from
 * the lazy one to the loaded one would mount it again and lose its state.
 *
 * A chunk that cannot be read (an update replaced the files under a running window) fails the
 * render: the crash screen says so and offers `Reload window`, never a blank. A failed prefetch
 * is forgotten, so the open that follows tries again.
 */
export function loadablePart<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LoadablePart<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const loadPart = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType<Props>),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Lazy = lazy(() => loadPart().then((component) => ({ default: component })))
  const Part: FunctionComponent<Props> = (props) => {
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    return createElement(Shown as ComponentType<object>, props as object)
  }
  Part.displayName = `Lazy(${name})`
  return {
    // Memoised as the app's parts mostly are: a parent's render with the same props skips it.
    Component: memo(Part) as ComponentType<Props>,
    prefetch: () =>
      loadPart().then(
        () => undefined,
        () => undefined,
      ),
  }
}

/** A set of loadable parts, each registered for one prefetch of them all. */
export function createLazyParts() {
  const prefetches: (() => Promise<void>)[] = []
  return {
    part<Module, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name) {
      const { Component, prefetch } = loadablePart(load, name)
      prefetches.push(prefetch)
      return Component
    },
    /** Loads every part's chunk, one per idle moment (`prefetchInTurn`); returns a cancel. */
    prefetchAll: (idle?: Parameters<typeof prefetchInTurn>[1]) => prefetchInTurn(prefetches, idle),
    /** Every part's chunk now, all at once: for a test that measures the window after its prefetch. */
    loadAll: async () => {
      await Promise.all(prefetches.map((prefetch) => prefetch()))
    },
  }
}

/**
 * The window's lazy parts: what the first screen (the connect screen, or the item table with its
 * header, filters and pager) does not show. Each is one line where it is used,
 * `const X = lazyPart(() => import('./x'), 'X')` (the layers keep a list of them all out of one
 * file: a lower folder may not name a higher one's module), and its own chunk. The window loads
 * them all while idle once the first screen is painted (main.tsx), so a first click finds its
 * part in; a click before that waits for its chunk alone, behind a held space or nothing.
 */
const windowParts = createLazyParts()
export const lazyPart = windowParts.part
export const prefetchLazyParts = windowParts.prefetchAll
export const loadLazyParts = windowParts.loadAll
