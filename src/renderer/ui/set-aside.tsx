import { Activity, memo, type ReactNode } from 'react'

/**
 * What its parent passes in, frozen while it stays hidden: a hidden subtree re-renders only
 * for its own state, not for every render of the parent that goes on updating behind it.
 */
const HeldWhileHidden = memo(
  function HeldWhileHidden({ children }: { readonly hidden: boolean; readonly children: ReactNode }) {
    return children
  },
  (previous, next) => previous.hidden && next.hidden,
)

/**
 * A screen set aside: kept mounted (its state and scroll stay) but hidden, as React's
 * `Activity` keeps it, and not rendered again until shown. `Activity` alone still renders a
 * hidden tree's updates whenever the window is idle, and "idle" includes the wait for the
 * catalog's answer inside a click: a lookup set aside while it streams re-rendered its whole
 * screen in that wait, every frame.
 */
export function SetAside({ hidden, children }: { readonly hidden: boolean; readonly children: ReactNode }) {
  return (
    <Activity mode={hidden ? 'hidden' : 'visible'}>
      <HeldWhileHidden hidden={hidden}>{children}</HeldWhileHidden>
    </Activity>
  )
}
