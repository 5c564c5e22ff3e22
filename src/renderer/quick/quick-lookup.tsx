import { useEffect, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ExtractedIds } from '../../shared/ticket/item-ids'
import { ErrorMessage } from '../ui/error-message'
import { LookupProgress } from '../lookup/lookup-progress'
import { TicketIds } from '../lookup/ticket-ids'
import { useBulkLookup } from '../lookup/use-bulk-lookup'
import { useTicketLanguage } from '../lookup/use-ticket-language'
import { choiceSelector } from '../replies/choice-target'
import { SHORTCUT_PRIORITY } from '../replies/copy-reply-shortcut'
import { lookupSubjects, NOT_LOOKED_UP_REASON, STILL_COMING_REASON } from '../replies/reply-subjects'
import { ReplyTools } from '../replies/reply-tools'
import { startTicket } from '../replies/ticket-state'
import { useTicketReplyLanguage } from '../replies/ticket-reply-language'
import type { KeptReplyLanguage } from '../../shared/watch'
import { QuickItems } from './quick-items'
// The lookup's progress line and row states look as they do in `Look up several`.
import '../lookup/bulk-lookup.css'
import { ReplyPreview } from './reply-preview'

/**
 * A ticket's IDs looked up in the connected catalog, as `Look up several` looks them up (main's
 * lookup, the same rows, the same reply language read from the ticket), shown small: the IDs
 * with what was left out one click away, each item's status, the reply tools and the reply as
 * it will be sent. `Copy reply` (or Enter) copies it and the window closes.
 */
export function QuickLookup({
  catalog,
  text,
  reading,
  onCopied,
  onOpenInMain,
}: {
  readonly catalog: string
  /** The ticket's text, for its reply language. */
  readonly text: string
  readonly reading: ExtractedIds
  readonly onCopied: () => void
  readonly onOpenInMain: (ids: readonly number[], reply: KeptReplyLanguage) => void
}) {
  const lookup = useBulkLookup(catalog)
  const ticketLanguage = useTicketReplyLanguage(catalog)
  useTicketLanguage(catalog, () => ({ ids: reading.ids, text, kept: null }))
  const [ids, setIds] = useState<readonly number[]>(reading.ids)
  const { start } = lookup
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // A new ticket: its customer is nobody named yet.
    startTicket(catalog)
    start(reading.ids)
  }, [catalog, reading, start])

  const removeId = (id: number) => {
    const left = ids.filter((each) => each !== id)
    setIds(left)
    lookup.start(left)
  }
  const running = lookup.phase === 'running'
  const subjects = () =>
    lookupSubjects(lookup.store.rows.get(), running ? STILL_COMING_REASON : NOT_LOOKED_UP_REASON)
  const missing = running ? lookup.rows.filter((row) => row.outcome === null).length : 0

  return (
    <>
      <TicketIds reading={reading} ids={ids} onRemove={removeId} />
      {lookup.startError ? <ErrorMessage error={lookup.startError} /> : null}
      {lookup.rows.length > 0 ? (
        <LookupProgress
          done={lookup.done}
          total={lookup.rows.length}
          phase={lookup.phase}
          onCancel={running ? lookup.cancel : null}
        />
      ) : null}
      <QuickItems catalog={catalog} rows={lookup.rows} running={running} />
      <ReplyTools
        catalog={catalog}
        subjects={subjects}
        priority={SHORTCUT_PRIORITY.lookup}
        unavailable={null}
        missing={missing}
        focusWhenReady={!reading.unmarkedBesideLeftOut}
        goToChoice={(id) => document.querySelector<HTMLSelectElement>(choiceSelector(id))?.focus()}
        onCopied={onCopied}
        templatesButton={false}
      />
      <ReplyPreview catalog={catalog} subjects={subjects} />
      <div className="quick__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            onOpenInMain(ids, {
              language: ticketLanguage?.fromTicket ?? null,
              chosen: ticketLanguage?.chosen ?? null,
            })
          }
        >
          <FormattedMessage id="quickAnswer.openInMain" defaultMessage="Open in Catalog Browser" />
        </button>
      </div>
    </>
  )
}
