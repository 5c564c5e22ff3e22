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
 */
export function StatusBadge({
  status,
  size = 'normal',
}: {
  readonly status: ItemStatus
  readonly size?: 'normal' | 'large'
}) {
  const look = statusLook(status)
  const wordText = useWordText()
  const Icon = ICONS[look.tone]
  return (
    <span className={`badge badge--${look.tone} badge--${size}`} title={status.value}>
      <Icon />
      <span className="badge__text">{wordText(look.words)}</span>
    </span>
  )
}
