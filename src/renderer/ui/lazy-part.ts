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

/** A module of code loaded on first use: at hand once its chunk is in, awaited before then. */
export interface LoadableModule<Module> {
  /** The module if its chunk is in, else null: a caller that cannot wait asks this first. */
  readonly loaded: () => Module | null
  /** The module, its chunk loaded once however often called; a failed load is forgotten, so the next call tries again. */
  readonly load: () => Promise<Module>
}

/** A module loaded on first use (a dynamic `import()`), read at once by whoever finds it in. */
export function loadableModule<Module>(load: () => Promise<Module>): LoadableModule<Module> {
  let held: { readonly value: Module } | null = null
  let loading: Promise<Module> | null = null
  return {
    loaded: () => held?.value ?? null,
    load: () =>
      (loading ??= load().then(
        (value) => {
          held = { value }
          return value
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )),
  }
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
  const chunk = loadableModule(load)
  const componentOf = (module: Module) => module[name] as ComponentType<Props>
  const loadPart = () => chunk.load().then(componentOf)
  const Lazy = lazy(() => loadPart().then((component) => ({ default: component })))
  const Part: FunctionComponent<Props> = (props) => {
    const [Shown] = useState<ComponentType<Props>>(() => {
      const loaded = chunk.loaded()
      return loaded === null ? Lazy : componentOf(loaded)
    })
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
    /** A module of code only a part or a person's action needs, prefetched with the parts. */
    module<Module>(load: () => Promise<Module>) {
      const chunk = loadableModule(load)
      prefetches.push(() =>
        chunk.load().then(
          () => undefined,
          () => undefined,
        ),
      )
      return chunk
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
 * header, filters and pager) does not show, and code it does not run until a person acts
 * (`lazyModule`: the ticket reader behind `Item ID`). Each is one line where it is used,
 * `const X = lazyPart(() => import('./x'), 'X')` (the layers keep a list of them all out of one
 * file: a lower folder may not name a higher one's module), and its own chunk. The window loads
 * them all while idle once the first screen is painted (main.tsx), so a first click finds its
 * part in; a click before that waits for its chunk alone, behind a held space or nothing.
 */
const windowParts = createLazyParts()
export const lazyPart = windowParts.part
export const lazyModule = windowParts.module
export const prefetchLazyParts = windowParts.prefetchAll
export const loadLazyParts = windowParts.loadAll
