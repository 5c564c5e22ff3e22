import { useId, useState, type ReactNode } from 'react'
import { MAX_TEAM_SOURCE_CHARS } from '../../shared/reply/team-templates'
import { appErrorOf } from '../api/catalog-error'
import { words, type Words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import { useChangeTeamTemplates, useTeamTemplates } from './api/team-queries'
import { useNow } from '../ui/use-now'
import { exportTeamTemplates } from './api/template-exports'
import { teamInUseWords } from './team-status-text'
import { FormattedMessage, useIntl } from 'react-intl'

/**
 * Team templates in the Reply templates dialog (ui-contract "Team templates"): where the
 * team's set comes from (`Team templates from`, a file path or an https address), `Use team
 * templates` (pressed while in use), `Check now`, what is in use and the last check's problem,
 * and, for the lead, `Export for the team…`. Main reads the source (team-templates-service.ts);
 * this only says what to read and shows what main says.
 */
const lockedNote = (chunks: ReactNode[]) => <span className="reply-templates__team-note">{chunks}</span>

/** Between two sentences on lines of their own: a gap for whoever hears or copies them. */
const SENTENCE_GAP = ' '

export function TeamTemplatesSection() {
  const status = useTeamTemplates()
  const change = useChangeTeamTemplates()
  const now = useNow()
  const [typed, setTyped] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Words | null>(null)
  const [exportProblem, setExportProblem] = useState<Words | null>(null)
  const wordText = useWordText()
  const intl = useIntl()
  const id = useId()
  const data = status.data
  const saved = data?.source ?? ''
  const source = typed ?? saved
  const locked = data?.lockedBy === 'policy'
  const inUse = data?.inUse ?? false
  const busy = change.isPending || status.isPending
  const inUseWords = teamInUseWords(data, now, intl.locale)

  const use = () => {
    setOutcome(null)
    change.mutate({ kind: 'source', source, use: !inUse }, { onSuccess: () => setTyped(null) })
  }
  /** A source typed but not yet given is given first (and read, when in use); else the source is read again. */
  const checkNow = () => {
    setOutcome(null)
    if (!locked && source.trim() !== saved)
      change.mutate({ kind: 'source', source }, { onSuccess: () => setTyped(null) })
    else change.mutate({ kind: 'check' })
  }
  const exportForTeam = async () => {
    setOutcome(null)
    setExportProblem(null)
    const exported = await exportTeamTemplates()
    if (exported === null) return
    if ('problem' in exported) setExportProblem(exported.problem)
    else
      setOutcome(
        words(
          { id: 'templates.team.savedTo', defaultMessage: 'Saved for the team to {path}' },
          { path: exported.savedTo },
        ),
      )
  }
  const refused = appErrorOf(change.error)?.message ?? null
  const problem = refused ?? exportProblem ?? data?.problem ?? null
  const teamTable = data?.set?.errorTable

  return (
    <section className="reply-templates__team" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="reply-templates__team-title">
        <FormattedMessage id="templates.team.title" defaultMessage="Team templates" />
      </h3>
      <div className="reply-templates__field">
        <label htmlFor={id} className="reply-templates__shared-label">
          <FormattedMessage id="templates.team.from" defaultMessage="Team templates from" />
        </label>
        <p id={`${id}-help`} className="reply-templates__effect">
          {locked ? (
            <FormattedMessage
              id="templates.team.helpLocked"
              defaultMessage={
                '<note>Set by your organization.</note> A file path on a shared drive, or an https:// address. The boxes the team sets are read-only here; your other boxes stay yours.'
              }
              values={{ note: lockedNote }}
            />
          ) : (
            <FormattedMessage
              id="templates.team.help"
              defaultMessage="A file path on a shared drive, or an https:// address. The boxes the team sets are read-only here; your other boxes stay yours."
            />
          )}
        </p>
        <div className="reply-templates__team-row">
          <input
            id={id}
            type="text"
            className="input"
            maxLength={MAX_TEAM_SOURCE_CHARS}
            spellCheck={false}
            value={source}
            readOnly={locked}
            aria-describedby={`${id}-help`}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !locked) {
                event.preventDefault()
                if (inUse) checkNow()
                else use()
              }
            }}
          />
          <button
            type="button"
            className="button button--small"
            aria-pressed={inUse}
            disabled={busy || locked || (!inUse && source.trim() === '')}
            onClick={use}
          >
            <FormattedMessage id="templates.team.use" defaultMessage="Use team templates" />
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={busy || source.trim() === ''}
            onClick={checkNow}
          >
            <FormattedMessage id="templates.team.checkNow" defaultMessage="Check now" />
          </button>
        </div>
      </div>
      {/* Each on a line of its own: what is in use ends without a full stop, so side by side
          the two would read as one sentence. */}
      <p role="status" className="reply-templates__effect">
        {inUseWords ? (
          <span className="reply-templates__effect-line">{wordText(inUseWords)}</span>
        ) : inUse ? (
          <FormattedMessage
            id="templates.team.notReadYet"
            defaultMessage="Team templates are not read yet: your own wording is used."
          />
        ) : null}
        {/* A space between the lines, so the status reads as two sentences when heard or copied. */}
        {inUseWords && teamTable ? SENTENCE_GAP : null}
        {inUseWords && teamTable ? (
          <span className="reply-templates__effect-line">
            <FormattedMessage
              id="templates.team.errorsFirst"
              defaultMessage={
                'The team’s catalog errors ({count, number}) are read before yours: see Catalog errors.'
              }
              values={{ count: teamTable.length }}
            />
          </span>
        ) : null}
      </p>
      {problem ? (
        <p role="alert" className="reply-templates__unknown">
          {wordText(problem)}
        </p>
      ) : null}
      <div className="reply-templates__outcome">
        <button type="button" className="button button--small" onClick={() => void exportForTeam()}>
          <FormattedMessage id="templates.team.export" defaultMessage="Export for the team…" />
        </button>
        <p role="status">{outcome ? wordText(outcome) : null}</p>
      </div>
    </section>
  )
}
