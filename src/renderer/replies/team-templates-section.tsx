import { useId, useState } from 'react'
import { MAX_TEAM_SOURCE_CHARS } from '../../shared/reply/team-templates'
import { appErrorOf } from '../api/catalog-error'
import { words, type Words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import { useChangeTeamTemplates, useTeamTemplates } from './api/team-queries'
import { useNow } from '../ui/use-now'
import { exportTeamTemplates } from './api/template-exports'
import { teamInUseText } from './team-status-text'
import { FormattedMessage } from 'react-intl'

/**
 * Team templates in the Reply templates dialog (ui-contract "Team templates"): where the
 * team's set comes from (`Team templates from`, a file path or an https address), `Use team
 * templates` (pressed while in use), `Check now`, what is in use and the last check's problem,
 * and, for the lead, `Export for the team…`. Main reads the source (team-templates-service.ts);
 * this only says what to read and shows what main says.
 */
export function TeamTemplatesSection() {
  const status = useTeamTemplates()
  const change = useChangeTeamTemplates()
  const now = useNow()
  const [typed, setTyped] = useState<string | null>(null)
  const [outcome, setOutcome] = useState('')
  const [exportProblem, setExportProblem] = useState<Words | null>(null)
  const wordText = useWordText()
  const id = useId()
  const data = status.data
  const saved = data?.source ?? ''
  const source = typed ?? saved
  const locked = data?.lockedBy === 'policy'
  const inUse = data?.inUse ?? false
  const busy = change.isPending || status.isPending
  const inUseText = teamInUseText(data, now)

  const use = () => {
    setOutcome('')
    change.mutate({ kind: 'source', source, use: !inUse }, { onSuccess: () => setTyped(null) })
  }
  /** A source typed but not yet given is given first (and read, when in use); else the source is read again. */
  const checkNow = () => {
    setOutcome('')
    if (!locked && source.trim() !== saved)
      change.mutate({ kind: 'source', source }, { onSuccess: () => setTyped(null) })
    else change.mutate({ kind: 'check' })
  }
  const exportForTeam = async () => {
    setOutcome('')
    setExportProblem(null)
    try {
      const result = await exportTeamTemplates()
      if (result.saved) setOutcome(`Saved for the team to ${result.path}`)
    } catch (error) {
      setExportProblem(appErrorOf(error)?.message ?? words('replies.file.notSaved'))
    }
  }
  const refused = appErrorOf(change.error)?.message ?? null
  const problem = refused ?? exportProblem ?? data?.problem ?? null
  const teamTable = data?.set?.errorTable

  return (
    <section className="reply-templates__team" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="reply-templates__team-title">
        Team templates
      </h3>
      <div className="reply-templates__field">
        <label htmlFor={id} className="reply-templates__shared-label">
          Team templates from
        </label>
        <p id={`${id}-help`} className="reply-templates__effect">
          {locked ? (
            <span className="reply-templates__team-note">
              <FormattedMessage id="policy.setByOrganization" />.{' '}
            </span>
          ) : null}
          A file path on a shared drive, or an https:// address. The boxes the team sets are read-only here;
          your other boxes stay yours.
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
            Use team templates
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={busy || source.trim() === ''}
            onClick={checkNow}
          >
            Check now
          </button>
        </div>
      </div>
      <p role="status" className="reply-templates__effect">
        {inUseText ?? (inUse ? 'Team templates are not read yet: your own wording is used.' : '')}
        {inUseText && teamTable
          ? ` The team’s catalog errors (${teamTable.length}) are read before yours: see Catalog errors.`
          : ''}
      </p>
      {problem ? (
        <p role="alert" className="reply-templates__unknown">
          {wordText(problem)}
        </p>
      ) : null}
      <div className="reply-templates__outcome">
        <button type="button" className="button button--small" onClick={() => void exportForTeam()}>
          Export for the team…
        </button>
        <p role="status">{outcome}</p>
      </div>
    </section>
  )
}
