import type { ReactNode } from 'react'

/**
 * A header panel (`Watched items`, `Recent lookups`): a region named by its title, the title
 * as its heading with the panel's own tools beside it, then what it lists. Styled with the
 * header's tools (watch/watch.css), which open it.
 */
export function Panel({
  title,
  tools,
  children,
}: {
  readonly title: string
  /** Beside the title: the panel's settings or its Clear button. */
  readonly tools?: ReactNode
  readonly children: ReactNode
}) {
  return (
    <section className="panel" aria-label={title}>
      <header className="panel__header">
        <h2 className="panel__title">{title}</h2>
        {tools}
      </header>
      {children}
    </section>
  )
}
