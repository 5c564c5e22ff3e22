import { memo } from 'react'
import { REPLY_LANGUAGES, isReplyLanguage, type ReplyLanguage } from '../../shared/reply/languages'
import { PencilIcon } from '../ui/icons'
import { openReplyTemplates } from './reply-templates-opener'
import type { ReplyLanguageInUse } from './use-reply-language'

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
}: Pick<ReplyLanguageInUse, 'language' | 'note' | 'shortNote'> & {
  /** False while the usual language loads or a choice is being saved. */
  readonly ready: boolean
  readonly choose: (language: ReplyLanguage) => void
  readonly compact: boolean
}) {
  return (
    <>
      <select
        className="select reply-tools__language"
        aria-label="Reply language"
        title={note || 'Reply language (remembered for this catalog)'}
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
      {note && !compact ? (
        <span className="reply-tools__language-note" role="status" title={note}>
          <span className="visually-hidden">{note}</span>
          <span aria-hidden="true">{shortNote}</span>
        </span>
      ) : null}
      {compact ? (
        <button
          type="button"
          className="button button--small button--icon"
          aria-label="Reply templates"
          title="Reply templates: the wording of replies"
          onClick={openReplyTemplates}
        >
          <PencilIcon />
        </button>
      ) : (
        <button type="button" className="button button--small" onClick={openReplyTemplates}>
          Reply templates
        </button>
      )}
    </>
  )
})
