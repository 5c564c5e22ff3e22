import { memo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { REPLY_LANGUAGES, isReplyLanguage, type ReplyLanguage } from '../../shared/i18n/languages'
import { PencilIcon } from '../ui/icons'
import { openReplyTemplates } from './reply-templates-opener'
import type { ReplyLanguageInUse } from './use-reply-language'
import { useWordText } from '../format/word-text'

/**
 * `Reply language` and `Reply templates`, the part of the reply tools that is the same for
 * every item: its own component with plain props (`choose` is stable, use-reply-language.ts),
 * so opening the next item in the pane leaves it untouched.
 */
export const ReplyLanguageSelect = memo(function ReplyLanguageSelect({
  language,
  note,
  shortNote,
  ready,
  choose,
  compact,
  templates = true,
}: Pick<ReplyLanguageInUse, 'language' | 'note' | 'shortNote'> & {
  /** False while the usual language loads or a choice is being saved. */
  readonly ready: boolean
  readonly choose: (language: ReplyLanguage) => void
  readonly compact: boolean
  /** Whether `Reply templates` is offered: not where no dialog can open (the Quick answer window). */
  readonly templates?: boolean
}) {
  const intl = useIntl()
  const wordText = useWordText()
  const noteText = note ? wordText(note) : ''
  const templatesLabel = intl.formatMessage({ id: 'replyTools.templates', defaultMessage: 'Reply templates' })
  return (
    <>
      <select
        className="select reply-tools__language"
        aria-label={intl.formatMessage({ id: 'replyTools.language', defaultMessage: 'Reply language' })}
        title={
          noteText ||
          intl.formatMessage({
            id: 'replyTools.language.title',
            defaultMessage: 'Reply language (remembered for this catalog)',
          })
        }
        value={language}
        disabled={!ready}
        onChange={(event) => {
          if (isReplyLanguage(event.target.value)) choose(event.target.value)
        }}
      >
        {REPLY_LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {noteText && !compact ? (
        <span className="reply-tools__language-note" role="status" title={noteText}>
          <span className="visually-hidden">{noteText}</span>
          <span aria-hidden="true">{shortNote ? wordText(shortNote) : null}</span>
        </span>
      ) : null}
      {!templates ? null : compact ? (
        <button
          type="button"
          className="button button--small button--icon"
          aria-label={templatesLabel}
          title={intl.formatMessage({
            id: 'replyTools.templates.title',
            defaultMessage: 'Reply templates: the wording of replies',
          })}
          onClick={openReplyTemplates}
        >
          <PencilIcon />
        </button>
      ) : (
        <button type="button" className="button button--small" onClick={openReplyTemplates}>
          <FormattedMessage id="replyTools.templates" defaultMessage="Reply templates" />
        </button>
      )}
    </>
  )
})
