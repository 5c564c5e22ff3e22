import { Fragment, useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { REPLY_LANGUAGES, isReplyLanguage, type ReplyLanguage } from '../../shared/i18n/languages'
import { teamText } from '../../shared/reply/team-templates'
import { TEMPLATE_KEYS, type SharedTemplateKey } from '../../shared/reply/templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { SharedTemplateBox, TeamTemplateBox, TemplateBox, type OwnTextChange } from './template-box'
import { boxName, sharedBoxName } from './template-box-words'
import { boxText, hasOwnText, isSharedKey, sharedText, type TemplatesDraft } from './template-draft'

/** The placeholders' names in the help, as code. */
const asCode = (chunks: ReactNode[]) => <code>{chunks}</code>

/**
 * The boxes of one language (`Templates for`), in the order a reply reads: the greeting, one
 * box per situation, the added sentences, the closing and the signature. The greeting,
 * closing and signature each have their box for all languages just above the language's own.
 * A box the team set shows the team's text, read-only (TeamTemplateBox).
 */
export function TemplateEditor({
  draft,
  onLanguage,
  onOwn,
  onShared,
  team,
}: {
  readonly draft: TemplatesDraft
  /** The team's set in use, or null. */
  readonly team: StoredReplyTemplates | null
  /** Asked for another language (the dialog decides whether to ask about unsaved edits first). */
  readonly onLanguage: (language: ReplyLanguage) => void
  readonly onOwn: OwnTextChange
  readonly onShared: (key: SharedTemplateKey, text: string) => void
}) {
  const { language } = draft
  const languageId = useId()
  const intl = useIntl()
  return (
    <>
      <div className="reply-templates__language">
        <label htmlFor={languageId}>
          <FormattedMessage id="templates.language" defaultMessage="Templates for" />
        </label>
        <select
          id={languageId}
          className="select"
          value={language}
          onChange={(event) => {
            const next = event.target.value
            if (isReplyLanguage(next) && next !== language) onLanguage(next)
          }}
        >
          {REPLY_LANGUAGES.map((option) => (
            <option key={option.code} value={option.code} lang={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <p className="reply-templates__help">
        <FormattedMessage
          id="templates.placeholders"
          defaultMessage={
            "Placeholders: <code>'{id}'</code> the item ID, <code>'{name}'</code> the item name (its market name when written in another script), <code>'{market_hash_name}'</code> the item’s market name, as Steam writes it, <code>'{bought_at}'</code> when the item was bought, as a date and time, <code>'{status}'</code> where the delivery stands, in the reply's language, <code>'{next_try}'</code> when the next try is (a time only when the catalog’s zone is set), <code>'{error}'</code> the catalog's error text, verbatim (internal wording, in English), <code>'{count}'</code> how many items the paragraph (or, in the greeting, the reply) is about, <code>'{customer_name}'</code> the customer’s name, when the agent typed one, <code>'{agent_name}'</code> your name, from the Reply templates dialog. Anything else in braces is left out of the reply."
          }
          values={{ code: asCode }}
        />
      </p>
      {TEMPLATE_KEYS.map((key) => {
        const label = boxName(intl, key)
        const own = hasOwnText(draft, key)
        const fromTeam = teamText(team, language, key)
        const sharedFromTeam = isSharedKey(key) ? team?.shared?.[key] : undefined
        return (
          <Fragment key={key}>
            {isSharedKey(key) && sharedFromTeam !== undefined ? (
              <TeamTemplateBox
                templateKey={key}
                label={sharedBoxName(intl, key)}
                language={null}
                text={sharedFromTeam}
              />
            ) : isSharedKey(key) ? (
              <SharedTemplateBox
                templateKey={key}
                language={language}
                text={draft.shared[key]}
                languageHasOwn={own}
                onChange={onShared}
              />
            ) : null}
            {fromTeam !== undefined ? (
              <TeamTemplateBox templateKey={key} label={label} language={language} text={fromTeam} />
            ) : (
              <TemplateBox
                templateKey={key}
                label={label}
                language={language}
                text={boxText(draft, key)}
                own={own}
                sharedSet={sharedText(draft, key) !== null}
                onChange={onOwn}
              />
            )}
          </Fragment>
        )
      })}
    </>
  )
}
