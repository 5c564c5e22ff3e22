import type { ReactElement } from 'react'
import type { ItemStatus } from '../../shared/catalog'
import { statusLook, type StatusTone } from '../format/status-text'
import { useWordText } from '../format/word-text'
import { BanIcon, CheckIcon, DotIcon, HourglassIcon, QuestionIcon, SendIcon } from '../ui/icons'
import './status-badge.css'

const ICONS: Readonly<Record<StatusTone, () => ReactElement>> = {
  available: () => <DotIcon className="badge__icon" />,
  'awaiting-accept': () => <HourglassIcon className="badge__icon" />,
  accepted: () => <CheckIcon className="badge__icon" />,
  'awaiting-send': () => <SendIcon className="badge__icon" />,
  unavailable: () => <BanIcon className="badge__icon" />,
  unknown: () => <QuestionIcon className="badge__icon" />,
}

/**
 * A delivery status at a glance: its own colour and icon per state, readable text, and the
 * raw value in the title. Colour is never the only signal (icon and text differ too).
 * A value the app does not know is shown as it came, with a neutral look.
 *
 * `narrow`: a badge with little room (a lookup row, a panel's row) shows the status's short
 * name where the language has one; the full name stays what a screen reader reads and heads the
 * title, so nothing of it is lost.
 */
export function StatusBadge({
  status,
  size = 'normal',
  narrow = false,
}: {
  readonly status: ItemStatus
  readonly size?: 'normal' | 'large'
  readonly narrow?: boolean
}) {
  const look = statusLook(status)
  const wordText = useWordText()
  const Icon = ICONS[look.tone]
  const full = wordText(look.words)
  const shown = narrow ? wordText(look.shortWords) : full
  const title = shown === full ? status.value : [full, status.value].join('\n')
  return (
    <span className={`badge badge--${look.tone} badge--${size}`} title={title}>
      <Icon />
      {shown === full ? (
        <span className="badge__text">{full}</span>
      ) : (
        <>
          <span className="badge__text" aria-hidden="true">
            {shown}
          </span>
          <span className="visually-hidden">{full}</span>
        </>
      )}
    </span>
  )
}
