import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { quickAnswerSettingsOptions } from '../api/quick-answer-settings-query'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, formatShortcut } from '../../shared/quick-answer/default-shortcut'
import type { QuickAnswerTicket } from '../../shared/ipc'
import type { KeptReplyLanguage } from '../../shared/watch'
import { appInfoOptions, sessionOptions } from '../api/session-queries'
import { useWordText } from '../format/word-text'
import { ReadingNote } from '../lookup/reading-note'
import { ErrorMessage } from '../ui/error-message'
import { appErrorOf } from '../api/catalog-error'
import { useCloseQuickAnswer, useOpenInMain, useQuickTicket } from './api/quick-answer-requests'
import { QuickLookup } from './quick-lookup'
import { useQuickAnswerKeys } from './quick-keys'
import { useTicketReading } from './use-ticket-reading'
import './quick-answer.css'

/**
 * The Quick answer window: a dialog over whatever the agent works in, opened by the global
 * shortcut with the ticket it read from the clipboard. With a catalog connected and IDs in the
 * ticket it answers it (quick-lookup.tsx); otherwise it says what is missing and what to do.
 * Esc closes it, as does copying the reply; the shell gives focus back to where it was.
 */
export function QuickAnswer() {
  const intl = useIntl()
  const headingId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const session = useQuery(sessionOptions)
  const { ticket, putAway } = useQuickTicket()
  const { mutate: closeWindow } = useCloseQuickAnswer()
  const { mutate: openInMainWindow } = useOpenInMain()
  // The ticket goes before the window does: kept for the next press, it never shows this one.
  const close = () => {
    putAway()
    closeWindow()
  }
  const openInMain = (ids: readonly number[], reply: KeptReplyLanguage) => {
    putAway()
    openInMainWindow({ ids, reply })
  }
  useQuickAnswerKeys(dialog, close)
  const title = intl.formatMessage({ id: 'quickAnswer.title', defaultMessage: 'Quick answer' })
  useEffect(() => {
    document.title = title
  }, [title])

  const failure = appErrorOf(session.error) ?? appErrorOf(ticket.error)
  const connected = session.data?.connected ? session.data.catalog.baseUrl : null
  return (
    <div ref={dialog} className="quick" role="dialog" aria-labelledby={headingId}>
      <header className="quick__header">
        <h1 id={headingId} className="quick__title">
          {title}
        </h1>
        <button type="button" className="button button--small" onClick={close}>
          <FormattedMessage id="quickAnswer.close" defaultMessage="Close" />
        </button>
      </header>
      {failure ? (
        <ErrorMessage error={failure} />
      ) : session.data === undefined || ticket.data === undefined ? null : connected === null ? (
        <NothingToLookUp copyAgain={false}>
          <FormattedMessage
            id="quickAnswer.noCatalog"
            defaultMessage="No catalog is connected. Connect to a catalog in Catalog Browser, then press {shortcut} again."
            values={{ shortcut: <QuickAnswerKeys /> }}
          />
        </NothingToLookUp>
      ) : (
        <TicketAnswer
          // A new press is a new ticket: nothing of the last one stays.
          key={ticket.dataUpdatedAt}
          catalog={connected}
          ticket={ticket.data}
          onCopied={close}
          onOpenInMain={openInMain}
        />
      )}
    </div>
  )
}

function TicketAnswer({
  catalog,
  ticket,
  onCopied,
  onOpenInMain,
}: {
  readonly catalog: string
  readonly ticket: QuickAnswerTicket
  readonly onCopied: () => void
  readonly onOpenInMain: (ids: readonly number[], reply: KeptReplyLanguage) => void
}) {
  if (ticket.kind === 'too_long')
    return (
      <NothingToLookUp>
        <FormattedMessage
          id="quickAnswer.tooLong"
          defaultMessage="The copied text is too long to read for item IDs."
        />
      </NothingToLookUp>
    )
  if (ticket.kind === 'none') return <NoText />
  return <TextAnswer catalog={catalog} text={ticket.text} onCopied={onCopied} onOpenInMain={onOpenInMain} />
}

function TextAnswer({
  catalog,
  text,
  onCopied,
  onOpenInMain,
}: {
  readonly catalog: string
  readonly text: string
  readonly onCopied: () => void
  readonly onOpenInMain: (ids: readonly number[], reply: KeptReplyLanguage) => void
}) {
  const { empty, reading, done } = useTicketReading(text)
  const wordText = useWordText()
  if (empty) return <NoText />
  if (reading === null) return <ReadingNote done={done} />
  if (!reading.ok) return <NothingToLookUp>{wordText(reading.message)}</NothingToLookUp>
  return (
    <QuickLookup
      catalog={catalog}
      text={text}
      reading={reading}
      onCopied={onCopied}
      onOpenInMain={onOpenInMain}
    />
  )
}

function NoText() {
  return (
    <NothingToLookUp>
      <FormattedMessage id="quickAnswer.noText" defaultMessage="There is no copied text to read." />
    </NothingToLookUp>
  )
}

/** Why there is nothing to look up, and what to do: copy the ticket, press the shortcut again. */
function NothingToLookUp({
  children,
  copyAgain = true,
}: {
  readonly children: ReactNode
  readonly copyAgain?: boolean
}) {
  return (
    <p className="quick__nothing" role="status">
      {children}
      {copyAgain ? (
        <>
          {' '}
          <FormattedMessage
            id="quickAnswer.copyAgain"
            defaultMessage="Copy the ticket's text, then press {shortcut} again."
            values={{ shortcut: <QuickAnswerKeys /> }}
          />
        </>
      ) : null}
    </p>
  )
}

/**
 * The shortcut that opens this window (the agent's or the policy's, else the default), as the
 * keyboard of the agent's system spells it.
 */
function QuickAnswerKeys() {
  const info = useQuery(appInfoOptions)
  const settings = useQuery(quickAnswerSettingsOptions)
  const shortcut = settings.data?.shortcut ?? DEFAULT_QUICK_ANSWER_SHORTCUT
  return <kbd>{formatShortcut(shortcut, info.data?.platform === 'darwin')}</kbd>
}
