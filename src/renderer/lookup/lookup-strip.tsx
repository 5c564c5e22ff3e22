import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSampled } from '../ui/use-sampled'
import type { Source } from '../state/value-store'
import { defineMessage } from '../../shared/i18n/words'

/** How often the running count changes. */
export const STRIP_COUNT_MS = 1_000

/**
 * What a lookup set aside behind the item list says while the agent works in the list: how
 * far it got, and the way back to it. A live region, so a screen reader hears it finish.
 */
export function LookupStrip({
  answered,
  total,
  running,
  onShow,
}: {
  /** The answers so far: read here, so the lookup behind the list is not rendered to count them. */
  readonly answered: Source<number>
  readonly total: number
  readonly running: boolean
  readonly onShow: () => void
}) {
  const showRef = useRef<HTMLButtonElement>(null)
  // The panel's Back to the list button, which had focus, is hidden now: focus comes here.
  useEffect(() => showRef.current?.focus(), [])
  // Counted once a second while answers stream: a live region read out, not an animation. The
  // render that says it is done reads the last count.
  const progress = { answered: useSampled(answered, STRIP_COUNT_MS), total }
  return (
    <div className="bulk-strip">
      <p className="bulk-strip__text" role="status">
        <FormattedMessage
          {...(running
            ? defineMessage({
                id: 'lookup.strip.running',
                defaultMessage: 'Lookup running: {answered, number} of {total, number} answered',
              })
            : defineMessage({
                id: 'lookup.strip.done',
                defaultMessage: 'Lookup done: {answered, number} of {total, number} answered',
              }))}
          values={progress}
        />
      </p>
      <button ref={showRef} type="button" className="button button--small" onClick={onShow}>
        <FormattedMessage id="lookup.strip.show" defaultMessage="Show lookup" />
      </button>
    </div>
  )
}
