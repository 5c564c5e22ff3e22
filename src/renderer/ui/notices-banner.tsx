import { memo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { noticesOptions } from '../api/session-queries'
import { useWordText } from '../format/word-text'
import { InfoIcon, WarningIcon } from './icons'
import { openQuickAnswerSettings } from '../state/quick-answer-settings-open'

/**
 * Things main wants the user to know that happened outside any request (for example a
 * corrupt settings file that was set aside). Each can be dismissed; dismissal lasts for
 * this window only, since main decides what is still worth saying at the next launch.
 */
export const NoticesBanner = memo(function NoticesBanner() {
  const intl = useIntl()
  const wordText = useWordText()
  const notices = useQuery(noticesOptions)
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
  const visible = (notices.data ?? []).filter((notice) => !dismissed.has(notice.id))
  if (visible.length === 0) return null
  return (
    <ul
      className="notices"
      aria-label={intl.formatMessage({ id: 'notices.label', defaultMessage: 'Notices' })}
    >
      {visible.map((notice) => (
        <li key={notice.id} className={`notice notice--${notice.level}`}>
          {notice.level === 'warning' ? <WarningIcon /> : <InfoIcon />}
          <p className="notice__text">{wordText(notice.message)}</p>
          {notice.action === 'quickAnswerSettings' ? (
            <button type="button" className="button" onClick={openQuickAnswerSettings}>
              <FormattedMessage id="notices.quickAnswerSettings" defaultMessage="Choose another shortcut…" />
            </button>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setDismissed((current) => new Set([...current, notice.id]))}
          >
            <FormattedMessage id="notices.dismiss" defaultMessage="Dismiss notice" />
          </button>
        </li>
      ))}
    </ul>
  )
})
