import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import type { LookupWait } from './lookup-rows'

/**
 * A rate-limited lookup: the wait the catalog asked for, counted down, like the detail pane's
 * RetryNote, instead of spinners that say nothing. The count sits in an `aria-live="off"` span:
 * the status is announced when the wait starts, not every second.
 */
export function LookupWaitNote({
  wait,
  now = Date.now,
}: {
  readonly wait: LookupWait | null
  readonly now?: () => number
}) {
  const [time, setTime] = useState(now)
  useEffect(() => {
    if (wait === null) return
    const tick = setInterval(() => setTime(now()), 1000)
    return () => clearInterval(tick)
  }, [wait, now])
  if (wait === null) return null
  const left = Math.ceil((wait.since + wait.seconds * 1000 - Math.max(time, wait.since)) / 1000)
  return (
    <p className="bulk__wait" role="status">
      <FormattedMessage
        id="lookup.slowDown"
        defaultMessage={'The catalog asked to slow down. {countdown}'}
        values={{
          countdown: (
            <span aria-live="off">
              <FormattedMessage
                id="retry.counting"
                defaultMessage={'Trying again in {seconds, number} s'}
                values={{ seconds: Math.max(1, Math.min(wait.seconds, left)) }}
              />
            </span>
          ),
        }}
      />
    </p>
  )
}
