import { memo, useId } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { REPLY_LANGUAGES, type ReplyLanguage } from '../../shared/i18n/languages'
import { templateWarnings } from '../../shared/reply/template-warnings'
import { MAX_TEMPLATE_CHARS, type SharedTemplateKey, type TemplateKey } from '../../shared/reply/templates'
import { isSharedKey } from './template-draft'
import { sharedBoxName } from './template-box-words'
import { useWordText } from '../format/word-text'
import { defineMessage } from '../../shared/i18n/words'

/** A box's own text, or undefined to follow the text for all languages (else the default). */
export type OwnTextChange = (key: TemplateKey, text: string | undefined) => void

/** What a lead should know about a box's text (templateWarnings): shown under it, never refusing it. */
function BoxWarnings({ id, templateKey, text }: { id: string; templateKey: TemplateKey; text: string }) {
  const wordText = useWordText()
  const warnings = templateWarnings(templateKey, text)
  if (warnings.length === 0) return null
  return (
    <ul id={id} className="reply-templates__warnings">
      {warnings.map((warning) => (
        <li key={`${warning.kind}-${warning.placeholder}`}>{wordText(warning.message)}</li>
      ))}
    </ul>
  )
}

function languageName(language: ReplyLanguage): string {
  return REPLY_LANGUAGES.find((entry) => entry.code === language)?.name ?? language
}

/** Which text a greeting, closing or signature uses in this language: said beside its box. */
function inEffect(
  intl: IntlShape,
  language: ReplyLanguage,
  box: SharedTemplateKey,
  own: boolean,
  sharedSet: boolean,
): string {
  const values = { language: languageName(language), box }
  if (!sharedSet)
    return intl.formatMessage(
      own
        ? defineMessage({
            id: 'templates.effect.own',
            defaultMessage:
              '{language} uses its own {box, select, greeting {greeting} closing {closing} other {signature}}.',
          })
        : defineMessage({
            id: 'templates.effect.default',
            defaultMessage:
              '{language} uses its default {box, select, greeting {greeting} closing {closing} other {signature}}.',
          }),
      values,
    )
  return intl.formatMessage(
    own
      ? defineMessage({
          id: 'templates.effect.ownBelow',
          defaultMessage:
            '{language} uses its own {box, select, greeting {greeting} closing {closing} other {signature}} below, not the one for all languages.',
        })
      : defineMessage({
          id: 'templates.effect.shared',
          defaultMessage:
            '{language} uses the {box, select, greeting {greeting} closing {closing} other {signature}} for all languages.',
        }),
    values,
  )
}

function rowsFor(key: TemplateKey): number {
  return key === 'greeting' || key === 'closing' ? 3 : 2
}

/**
 * One box of the language being edited, named by its situation (ui-contract "Replies"). It
 * shows the text in effect (the language's own, else the text for all languages, else the
 * default); typing makes it the language's own, and the button under the name drops that
 * again. Memoised on plain values: typing in one box re-renders that box alone.
 */
export const TemplateBox = memo(function TemplateBox({
  templateKey,
  label,
  language,
  text,
  own,
  sharedSet,
  onChange,
}: {
  readonly templateKey: TemplateKey
  readonly label: string
  readonly language: ReplyLanguage
  /** What the box shows: boxText(). */
  readonly text: string
  /** Whether the language's own text is in effect: hasOwnText(). */
  readonly own: boolean
  /** Whether a text for all languages is written for this box. */
  readonly sharedSet: boolean
  readonly onChange: OwnTextChange
}) {
  const id = useId()
  const intl = useIntl()
  const effect = isSharedKey(templateKey) ? inEffect(intl, language, templateKey, own, sharedSet) : null
  const warned = templateWarnings(templateKey, text).length > 0
  const describedBy = [effect ? `${id}-effect` : null, warned ? `${id}-warnings` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="reply-templates__field" role="group" aria-labelledby={`${id}-label`}>
      <div className="reply-templates__field-head">
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        <button
          type="button"
          className="button button--small button--link"
          disabled={!own}
          onClick={() => onChange(templateKey, undefined)}
        >
          <FormattedMessage
            {...(sharedSet
              ? defineMessage({
                  id: 'templates.resetToShared',
                  defaultMessage: 'Use the text for all languages',
                })
              : defineMessage({ id: 'templates.resetToDefault', defaultMessage: 'Reset to default' }))}
          />
        </button>
      </div>
      {effect ? (
        <p id={`${id}-effect`} className="reply-templates__effect">
          {effect}
        </p>
      ) : null}
      <textarea
        id={id}
        className="input reply-templates__text"
        rows={rowsFor(templateKey)}
        value={text}
        maxLength={MAX_TEMPLATE_CHARS}
        lang={language}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(templateKey, event.target.value)}
      />
      <BoxWarnings id={`${id}-warnings`} templateKey={templateKey} text={text} />
    </div>
  )
})

/**
 * A greeting, closing or signature written once for all languages (`<label> for all
 * languages`): every language without its own text uses it. Blank leaves each language its
 * default.
 */
export const SharedTemplateBox = memo(function SharedTemplateBox({
  templateKey,
  language,
  text,
  languageHasOwn,
  onChange,
}: {
  readonly templateKey: SharedTemplateKey
  /** The language being edited, to say when it does not use this box. */
  readonly language: ReplyLanguage
  readonly text: string
  readonly languageHasOwn: boolean
  readonly onChange: (key: SharedTemplateKey, text: string) => void
}) {
  const intl = useIntl()
  const id = useId()
  const warned = templateWarnings(templateKey, text).length > 0
  const notUsed = text.trim() !== '' && languageHasOwn
  return (
    <div className="reply-templates__field reply-templates__field--shared">
      <label htmlFor={id} className="reply-templates__shared-label">
        {sharedBoxName(intl, templateKey)}
      </label>
      <p id={`${id}-note`} className="reply-templates__effect">
        <FormattedMessage
          {...(notUsed
            ? defineMessage({
                id: 'templates.shared.notUsed',
                defaultMessage:
                  'Not used in {language}, which has its own {box, select, greeting {greeting} closing {closing} other {signature}} below.',
              })
            : defineMessage({
                id: 'templates.shared.usedBy',
                defaultMessage:
                  "Used by every language without its own {box, select, greeting {greeting} closing {closing} other {signature}}. Leave it empty to keep each language's default.",
              }))}
          values={{ language: languageName(language), box: templateKey }}
        />
      </p>
      <textarea
        id={id}
        className="input reply-templates__text"
        rows={rowsFor(templateKey)}
        value={text}
        aria-describedby={warned ? `${id}-note ${id}-warnings` : `${id}-note`}
        onChange={(event) => onChange(templateKey, event.target.value)}
      />
      <BoxWarnings id={`${id}-warnings`} templateKey={templateKey} text={text} />
    </div>
  )
})

/**
 * A box the team set (ui-contract "Team templates"): its text, read-only, with `Set by your
 * team` beside it. The agent's own text for it stays in their set, unused while the team's is.
 */
export const TeamTemplateBox = memo(function TeamTemplateBox({
  templateKey,
  label,
  language,
  text,
}: {
  readonly templateKey: TemplateKey
  /** The box's name, as the agent's own box would have it. */
  readonly label: string
  readonly language: ReplyLanguage | null
  readonly text: string
}) {
  const id = useId()
  return (
    <div className="reply-templates__field reply-templates__field--team">
      <div className="reply-templates__field-head">
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-team`} className="reply-templates__team-note">
          <FormattedMessage id="templates.setByTeam" defaultMessage="Set by your team" />
        </span>
      </div>
      <textarea
        id={id}
        className="input reply-templates__text"
        rows={rowsFor(templateKey)}
        value={text}
        lang={language ?? undefined}
        readOnly
        aria-describedby={`${id}-team`}
      />
    </div>
  )
})
