import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { ExtractedIds } from '../../shared/ticket/item-ids'
import { ErrorMessage } from '../ui/error-message'
import { SetAside } from '../ui/set-aside'
import { LookupHeader } from './lookup-header'
import { LookupForm } from './lookup-form'
import { LookupProgress } from './lookup-progress'
import { LookupStrip } from './lookup-strip'
import { itemOf, narrowRows, sortRows, type LookupSort } from './lookup-rows'
import { CountsLine } from './lookup-counts'
import { LookupToolbar } from './lookup-toolbar'
import { LookupResultsTable } from './lookup-results-table'
import { TicketIds } from './ticket-ids'
import { SHORTCUT_PRIORITY } from '../replies/copy-reply-shortcut'
import { lookupSubjects, NOT_LOOKED_UP_REASON, STILL_COMING_REASON } from '../replies/reply-subjects'
import { NextTryZoneNote } from '../replies/next-try-zone-note'
import { useWordText } from '../format/word-text'
import { ReplyTools } from '../replies/reply-tools'
import { startTicket } from '../replies/ticket-state'
import { showOpenItems } from '../replies/open-items'
import { useBulkLookup } from './use-bulk-lookup'
import { forgetLookup, keepLookup, owesAnswers, type KeptLookup } from './kept-lookup'
import { customerDataEra } from '../api/customer-data'
import { LookupWaitNote } from './lookup-wait-note'
import { useLookupOutput } from './use-lookup-output'
import { useTicketLanguage } from './use-ticket-language'
import { readOpening, useIdReading } from './use-id-reading'
import { LookupNote, noteFor, ReadingNote, type LookupNoteText } from './reading-note'
import type { KeptReplyLanguage } from '../../shared/watch'
import type { OpenItemStore } from '../state/open-item-store'
import './bulk-lookup.css'
import type { Words } from '../../shared/i18n/words'
import { asksWhoseRows, CUSTOMER_ORIGIN, type LookupSource } from '../../shared/lookup/lookup-origin'
import { coveredRows, replyCover } from './reply-cover'
import { markFirstText, replyScopeNote, useCustomerRows } from './use-customer-rows'
import { choiceSelector } from '../replies/choice-target'
import { markSelector } from './customer-mark'
import { NameOffers } from './name-offers'
import { useNameSearch } from './use-name-search'
import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { useBoughtAround } from './use-bought-around'
import { BoughtAroundLine } from './bought-around-line'

/** A kept lookup that had no ticket language: it is shown again with none. */
const NO_LANGUAGE = { language: null, chosen: null } as const

/**
 * Bulk lookup: paste a ticket, read every item's status in one table, then copy it back into
 * the reply or export it. The IDs are read by the shared extractor (the same rule as the
 * item ID path parameter); the requests are made by main and stream back as events.
 */
export function BulkLookup({
  catalog,
  linkCatalog = catalog,
  initial,
  source = null,
  find = null,
  kept = null,
  language = null,
  openItem,
  onOpen,
  onClose,
  minimized = false,
  onMinimize,
  onRestore,
}: {
  readonly catalog: string
  /** The catalog `Copy link` names (null: "the connected one", for the demo catalog). */
  readonly linkCatalog?: string | null
  /** Text to start with (e.g. pasted into Item ID); looked up at once. */
  readonly initial: string
  /** Where the IDs came from when not from a ticket (the item list's page): its rows are asked about, its note said above them. */
  readonly source?: LookupSource<Words> | null
  /** A name to find every item of at once (`Find items named <name>` pressed at `Item ID`). */
  readonly find?: NameInTicket | null
  /** The lookup this catalog had on screen when the session was lost: shown again, and its unanswered rows asked again. */
  readonly kept?: KeptLookup | null
  /** The reply language the lookup had when kept in Recent lookups, brought back with it. */
  readonly language?: KeptReplyLanguage | null
  /** The item open in the detail pane: its row is marked. */
  readonly openItem: OpenItemStore
  /** Opens a row's item in the detail pane, as the item list does. */
  readonly onOpen: (id: number) => void
  readonly onClose: () => void
  /** Set aside behind the item list (Back to the list): hidden, and still answering. */
  readonly minimized?: boolean
  readonly onMinimize?: () => void
  readonly onRestore?: () => void
}) {
  const lookup = useBulkLookup(catalog, kept, { setAside: minimized })
  /** Which of the catalog's customer data this lookup belongs to: after a forget, it keeps nothing. */
  const [era] = useState(() => customerDataEra(catalog))
  const [text, setText] = useState(kept?.text ?? initial)
  /** The text it was opened with, read once (a long one in slices): its IDs are looked up on mount (not a kept lookup's). */
  const [first] = useState(() => (kept === null ? readOpening(initial) : null))
  const [readLater, opening] = [first === 'later', first === 'later' ? null : first]
  const [note, setNote] = useState<LookupNoteText | null>(() => noteFor(opening))
  const customer = useCustomerRows(
    kept?.customerRows ?? { origin: source?.origin ?? CUSTOMER_ORIGIN, marked: new Set() },
  )
  const asks = asksWhoseRows(customer.origin)
  const ticket = useTicketLanguage(catalog, () => {
    if (opening?.ok) return { ids: opening.ids, text: initial, kept: language, origin: customer.origin }
    // Back after a sign-in: the language it had, none if it had none (its text may have been edited since).
    if (kept?.reading)
      return { ids: kept.reading.ids, text: '', kept: kept.language ?? NO_LANGUAGE, origin: customer.origin }
    return null
  })
  const bought = useBoughtAround(ticket.inUse, lookup, customer.origin === 'name')
  /** What the reader found in the text last looked up, and the IDs of it still looked up. */
  const [reading, setReading] = useState<ExtractedIds | null>(kept?.reading ?? (opening?.ok ? opening : null))
  const [ticketIds, setTicketIds] = useState<readonly number[]>(
    kept?.rows.map((row) => row.id) ?? (opening?.ok ? opening.ids : []),
  )
  const [sort, setSort] = useState<LookupSort | null>(null)
  const [narrow, setNarrow] = useState<string | null>(null)
  /** The row and the control in it to bring into view and focus (a new object per ask). */
  const [reveal, setReveal] = useState<{ readonly id: number; readonly inside: string } | null>(null)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const names = useNameSearch(source?.note ?? null, (ids) => {
    customer.fromSearch('name')
    ticket.start(ids, text, 'name')
    bought.start(text)
    // The text's "no item IDs" is answered: its name found them.
    setNote(null)
    setReading(null)
    setTicketIds(ids)
    setNarrow(null)
    startTicket(catalog)
    lookup.start(ids)
  })

  const idReading = useIdReading(
    (value, extracted) => {
      setNote(noteFor(extracted))
      // A ticket with no ID may name its items: each is offered as a search.
      names.offer(extracted.ok ? [] : extracted.names)
      if (!extracted.ok) return
      customer.fromCustomer()
      ticket.start(extracted.ids, value)
      setReading(extracted)
      setTicketIds(extracted.ids)
      setNarrow(null)
      startTicket(catalog)
      lookup.start(extracted.ids)
    },
    readLater ? initial : null,
  )
  const run = (value: string) => {
    setNote(null)
    idReading.read(value)
  }

  /** A chip removed: the lookup is asked again for the IDs that are left. */
  const removeId = (id: number) => {
    const left = ticketIds.filter((each) => each !== id)
    setTicketIds(left)
    setNarrow(null)
    lookup.start(left)
  }

  const { start, retryFailed } = lookup
  const { offer: offerNames, find: findNamed } = names
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (kept !== null) {
      // Back after a sign-in: the rows the lost session left unanswered are asked again.
      if (owesAnswers(kept)) retryFailed()
    } else if (opening?.ok) {
      startTicket(catalog)
      start(opening.ids)
    } else {
      if (opening) offerNames(opening.names)
      if (find) void findNamed(find)
      else if (!readLater) textareaRef.current?.focus()
    }
  }, [catalog, kept, opening, readLater, start, retryFailed, find, offerNames, findNamed])

  // Kept outside this component, so a lost session (which unmounts it) loses nothing: with
  // every answer, heard from the rows' store, as the rows are not rendered while set aside.
  const keep = useEffectEvent(() => {
    const rows = lookup.store.rows.get()
    if (rows.length === 0) return
    const { origin, marked } = customer
    keepLookup(
      catalog,
      { text, reading, rows, phase: lookup.phase, language: ticket.inUse, customerRows: { origin, marked } },
      era,
    )
  })
  useEffect(() => {
    keep()
    return lookup.store.rows.subscribe(() => keep())
  }, [lookup.store, catalog, text, reading, lookup.phase, ticket.inUse, customer.origin, customer.marked])
  // "Always read this error as …" shows what a new row would read among these items.
  useEffect(
    () => showOpenItems(catalog, () => lookup.store.rows.get().flatMap((row) => itemOf(row) ?? [])),
    [catalog, lookup.store],
  )
  const { beforeOpen } = lookup
  const openRow = useCallback(
    (id: number) => {
      beforeOpen(id)
      onOpen(id)
    },
    [beforeOpen, onOpen],
  )
  const close = () => {
    forgetLookup(catalog)
    onClose()
  }

  const wordText = useWordText()
  const intl = useIntl()
  // A name lookup's rows in their `Bought around` order, which a sorted column overrides.
  const shown = useMemo(
    () => sortRows(narrowRows(bought.rows, narrow), sort, wordText),
    [bought.rows, narrow, sort, wordText],
  )
  const failed = lookup.rows.filter((row) => row.outcome === null || row.outcome.kind === 'error').length
  const running = lookup.phase === 'running'
  /**
   * What a reply is about: the whole ticket in ticket order, whatever the table's sort or
   * narrowing; of a page, only the rows marked as the customer's (reply-cover.ts).
   */
  const cover = replyCover(lookup.rows, customer.origin, customer.marked)
  const replySubjects = () =>
    lookupSubjects(coveredRows(cover), running ? STILL_COMING_REASON : NOT_LOOKED_UP_REASON)
  const refusal =
    cover.kind === 'unmarked'
      ? {
          reason: markFirstText(intl),
          // The first row's `Customer's item` box, as the table shows it.
          onRefused: () => {
            const first = shown[0]
            if (first) setReveal({ id: first.id, inside: markSelector(first.id) })
          },
        }
      : null

  // What the last copy or export did is said beside their buttons.
  const output = useLookupOutput(shown, linkCatalog)
  const failure = output.failure ?? lookup.startError

  return (
    <>
      {minimized && onRestore ? (
        <LookupStrip
          answered={lookup.store.answered}
          total={lookup.rows.length}
          running={running}
          onShow={onRestore}
        />
      ) : null}
      {/* Set aside, the lookup goes on answering (its hooks are above) while its screen waits
          to be shown again: a streaming answer never costs the list's clicks a render. */}
      <SetAside hidden={minimized}>
        <section
          className="bulk"
          aria-label={intl.formatMessage({ id: 'lookup.region', defaultMessage: 'Bulk lookup' })}
          hidden={minimized}
        >
          <LookupHeader onMinimize={onMinimize} onClose={close} />
          <LookupForm
            text={text}
            onText={setText}
            onRun={run}
            onRefused={(message) => setNote({ text: message, alert: true })}
            noteShown={note !== null}
            textareaRef={textareaRef}
          />
          <ReadingNote done={idReading.done} />
          <LookupNote note={note} />
          <NameOffers search={names} sourceNote={asks ? names.sourceNote : null} />
          {reading && ticketIds.length > 0 && !asks ? (
            <TicketIds reading={reading} ids={ticketIds} onRemove={removeId} />
          ) : null}
          {failure ? <ErrorMessage error={failure} /> : null}
          {bought.line ? <BoughtAroundLine {...bought.line} /> : null}
          {lookup.rows.length > 0 ? (
            <>
              <div className="bulk__status">
                <LookupProgress
                  done={lookup.done}
                  total={lookup.rows.length}
                  phase={lookup.phase}
                  onCancel={running ? lookup.cancel : null}
                />
                <LookupWaitNote wait={lookup.wait} />
                {/* On the progress line, where the reply tools' own line has no room for it. */}
                <NextTryZoneNote catalog={catalog} subjects={replySubjects} />
                <div className="bulk__reply">
                  <ReplyTools
                    catalog={catalog}
                    subjects={replySubjects}
                    priority={SHORTCUT_PRIORITY.lookup}
                    unavailable={null}
                    missing={running ? coveredRows(cover).filter((row) => row.outcome === null).length : 0}
                    scopeNote={replyScopeNote(intl, cover, narrow !== null || sort !== null)}
                    refusal={refusal}
                    focusWhenReady={!(reading?.unmarkedBesideLeftOut ?? false)}
                    goToChoice={(id) => {
                      // A narrowed table may not show the row: the whole ticket shows again.
                      if (!shown.some((row) => row.id === id)) setNarrow(null)
                      setReveal({ id, inside: choiceSelector(id) })
                    }}
                  />
                </div>
              </div>
              <LookupToolbar
                catalog={catalog}
                linkCatalog={linkCatalog}
                rows={lookup.rows}
                narrow={narrow}
                onNarrow={setNarrow}
                onRetryFailed={running || failed === 0 ? null : lookup.retryFailed}
                output={output}
              />
              <CountsLine rows={lookup.rows} />
              <div className="bulk__scroll">
                <LookupResultsTable
                  catalog={catalog}
                  rows={shown}
                  running={running}
                  sort={sort}
                  openItem={openItem}
                  onSort={setSort}
                  onOpen={openRow}
                  reveal={reveal}
                  customerRows={asks ? { marked: customer.marked, onMark: customer.mark } : null}
                  places={bought.places}
                />
              </div>
            </>
          ) : null}
        </section>
      </SetAside>
    </>
  )
}
