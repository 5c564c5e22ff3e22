import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ReplySubject } from '../../shared/reply/advise'
import { situationOf } from '../../shared/reply/advise'
import { nextTryUnsure } from '../../shared/reply/follow-up'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { openEditCatalog } from '../ui/edit-catalog-opener'
import { BETWEEN } from '../ui/between'
import { useNow } from '../ui/use-now'
import { readChoices } from './error-choices'
import { useErrorChoices } from './ticket-state'
import { useReplySet } from './use-reply-set'
import './next-try-zone-note.css'

/**
 * By `Copy reply`, while the catalog's time zone is not set: how many items' next try the
 * reply says may already be over (their times may be past in the catalog's zone), and a way
 * to set the zone (`Edit catalog`, on that field), after which the reply names their times.
 * Its own element, so each place puts it where there is room: the lookup on its progress
 * line, the detail pane under its reply tools.
 */
export function NextTryZoneNote({
  catalog,
  subjects,
}: {
  readonly catalog: string
  /** What the reply is about, as `Copy reply` reads it. */
  readonly subjects: () => readonly ReplySubject[]
}) {
  const zone = useCatalogTimeZone()
  const errorTable = useReplySet().data?.errorTable
  const chosen = useErrorChoices()
  const now = new Date(useNow())
  const textId = useId()
  if (zone !== null) return null
  const about = subjects()
  // The agent's choices decide an error's meaning, and with it whether a next try is told.
  const { choices } = readChoices(about, { catalog, errorTable, chosen, now })
  const context = { now, catalogTimeZone: null, choices, ...(errorTable ? { errorTable } : {}) }
  const count = about.filter((subject) => nextTryUnsure(situationOf(subject, context))).length
  if (count === 0) return null
  return (
    <p className="zone-note">
      <span id={textId}>
        <FormattedMessage
          id="replyTools.nextTryUnsure"
          defaultMessage={
            "{count, plural, one {One item's next try may already be over} other {# items' next tries may already be over}}"
          }
          values={{ count }}
        />
      </span>
      {BETWEEN}
      <button
        type="button"
        className="button button--link"
        aria-describedby={textId}
        onClick={() => openEditCatalog('time-zone')}
      >
        <FormattedMessage id="time.setZone" defaultMessage="Set the catalog's time zone…" />
      </button>
    </p>
  )
}
