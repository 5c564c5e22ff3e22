import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ReplySubject } from '../../shared/reply/advise'
import { composeReply } from '../../shared/reply/compose-reply'
import { layerTeamTemplates } from '../../shared/reply/team-templates'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import type { SharedTemplateKey, TemplateKey } from '../../shared/reply/templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { wordingFor } from '../../shared/reply/wording'
import { appErrorOf } from '../api/catalog-error'
import { words, type Words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { useChangeTemplates } from './api/reply-queries'
import { useTeamTemplates } from './api/team-queries'
import { Dialog } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { exportReplyTemplates } from './api/template-exports'
import { AgentNameField } from './agent-name-field'
import { tableIsValid } from './catalog-error-rows'
import { CatalogErrors, type RowsUpdate } from './catalog-errors'
import { ImportTemplatesDialog } from './import-templates-dialog'
import { draftOf, hasUnsavedChanges, storedSetOf, type TemplatesDraft } from './template-draft'
import { TeamTemplatesSection } from './team-templates-section'
import { TemplateEditor } from './template-editor'
import { UnsavedChangesDialog } from './unsaved-changes-dialog'
import { useTemplateImport } from './use-template-import'
import { useUnsavedGuard, type Leaving } from './use-unsaved-guard'
import './replies.css'

/**
 * `Reply templates`: the wording of replies for one language at a time (one textbox per
 * situation, the added sentences, the greeting, closing and signature, each of the last three
 * also writable once for all languages), `Your name`, and the `Catalog errors` table. Warnings
 * under a box never refuse it; the preview shows the reply for the open item (or a sample) as
 * it would be copied with these edits (under the team's boxes, when team templates are in use:
 * those are read-only, see team-templates-section.tsx). Nothing is lost: Close, Esc, another language and
 * Import… ask first when there are unsaved edits, and an import says what it changes and can
 * be undone.
 */
export function ReplyTemplatesDialog({
  templates,
  initialLanguage,
  preview,
  onClose,
}: {
  /** The saved set (main's, through the cache): what the edits are compared with. */
  readonly templates: StoredReplyTemplates
  readonly initialLanguage: ReplyLanguage
  /** What the preview replies about: the open item, or a sample. */
  readonly preview: ReplySubject
  readonly onClose: () => void
}) {
  const [draft, setDraft] = useState<TemplatesDraft>(() => draftOf(templates, initialLanguage))
  const [outcome, setOutcome] = useState<Words | null>(null)
  const [exportProblem, setExportProblem] = useState<Words | null>(null)
  const wordText = useWordText()
  const intl = useIntl()
  const [saveRefused, setSaveRefused] = useState(false)
  const [focusProblem, setFocusProblem] = useState(0)
  const change = useChangeTemplates()
  const catalogTimeZone = useCatalogTimeZone()
  const fileRef = useRef<HTMLInputElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const dirty = useMemo(() => hasUnsavedChanges(draft, templates), [draft, templates])
  const candidate = useMemo(() => storedSetOf(draft, templates), [draft, templates])
  const team = useTeamTemplates().data?.set ?? null
  const language = draft.language
  const previewText = useMemo(
    () =>
      composeReply([preview], {
        ...wordingFor(layerTeamTemplates(candidate, team), language),
        language,
        catalogTimeZone,
        now: new Date(),
      }).text,
    [preview, language, candidate, team, catalogTimeZone],
  )

  // After a refused save, the first row to fix gets focus (once any question has closed and
  // handed focus back).
  useEffect(() => {
    if (focusProblem > 0)
      bodyRef.current?.querySelector<HTMLElement>('.catalog-errors [aria-invalid="true"]')?.focus()
  }, [focusProblem])

  const importer = useTemplateImport({
    saved: templates,
    change,
    onChanged: (stored, said) => {
      setDraft((current) => draftOf(stored, current.language))
      setOutcome(said)
    },
  })

  const save = (then?: (stored: StoredReplyTemplates) => void, refused?: () => void) => {
    setOutcome(null)
    if (!tableIsValid(draft.errors)) {
      setSaveRefused(true)
      setFocusProblem((count) => count + 1)
      refused?.()
      return
    }
    setSaveRefused(false)
    change.mutate(
      { kind: 'save', templates: candidate },
      {
        onSuccess: (stored) => {
          importer.forgetUndo()
          setOutcome(words({ id: 'templates.saved', defaultMessage: 'Templates saved' }))
          then?.(stored)
        },
        onError: () => refused?.(),
      },
    )
  }

  const go = (leaving: Leaving, stored: StoredReplyTemplates) => {
    setOutcome(null)
    if (leaving.kind === 'close') onClose()
    else if (leaving.kind === 'language') setDraft(draftOf(stored, leaving.to))
    else {
      setDraft((current) => draftOf(stored, current.language))
      fileRef.current?.click()
    }
  }
  const guard = useUnsavedGuard({ dirty, saved: templates, go, save })

  // Stable, so a keystroke re-renders only the box or row it changes.
  const setOwn = useCallback(
    (key: TemplateKey, text: string | undefined) =>
      setDraft((current) => {
        const { [key]: _dropped, ...others } = current.own
        return { ...current, own: text === undefined ? others : { ...others, [key]: text } }
      }),
    [],
  )
  const setShared = useCallback(
    (key: SharedTemplateKey, text: string) =>
      setDraft((current) => ({ ...current, shared: { ...current.shared, [key]: text } })),
    [],
  )
  const setRows: RowsUpdate = useCallback(
    (update) => setDraft((current) => ({ ...current, errors: update(current.errors) })),
    [],
  )
  const setAgentName = useCallback(
    (agentName: string) => setDraft((current) => ({ ...current, agentName })),
    [],
  )

  const exportFile = async () => {
    setOutcome(null)
    setExportProblem(null)
    const exported = await exportReplyTemplates()
    if (exported === null) return
    if ('problem' in exported) setExportProblem(exported.problem)
    else
      setOutcome(
        words({ id: 'templates.savedTo', defaultMessage: 'Saved to {path}' }, { path: exported.savedTo }),
      )
  }
  const failure = appErrorOf(change.error)
  const fileProblem = exportProblem ?? importer.problem

  return (
    <>
      <Dialog
        title={intl.formatMessage({ id: 'templates.title', defaultMessage: 'Reply templates' })}
        onCancel={() => guard.attempt({ kind: 'close' })}
        initialFocus="textarea"
        actions={
          <>
            <button type="button" className="button" onClick={() => guard.attempt({ kind: 'close' })}>
              <FormattedMessage id="templates.close" defaultMessage="Close" />
            </button>
            <button type="button" className="button" onClick={() => void exportFile()}>
              <FormattedMessage id="templates.export" defaultMessage="Export…" />
            </button>
            <button type="button" className="button" onClick={() => guard.attempt({ kind: 'import' })}>
              <FormattedMessage id="templates.import" defaultMessage="Import…" />
            </button>
            <input
              ref={fileRef}
              type="file"
              accept=".json,application/json"
              hidden
              aria-label={intl.formatMessage({
                id: 'templates.fileToImport',
                defaultMessage: 'Reply templates file to import',
              })}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) void importer.read(file)
              }}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={change.isPending}
              onClick={() => save()}
            >
              <FormattedMessage id="templates.save" defaultMessage="Save" />
            </button>
          </>
        }
      >
        <div className="reply-templates" ref={bodyRef}>
          <div className="reply-templates__editor">
            <TeamTemplatesSection />
            <AgentNameField value={draft.agentName} onChange={setAgentName} />
            <TemplateEditor
              draft={draft}
              team={team}
              onLanguage={(to) => guard.attempt({ kind: 'language', to })}
              onOwn={setOwn}
              onShared={setShared}
            />
          </div>
          <section
            className="reply-templates__preview"
            aria-label={intl.formatMessage({ id: 'templates.preview', defaultMessage: 'Preview' })}
          >
            <h3 className="reply-templates__preview-title">
              <FormattedMessage id="templates.preview" defaultMessage="Preview" />
            </h3>
            <p className="reply-templates__preview-text" lang={language}>
              {previewText}
            </p>
          </section>
          {/* Under both columns: a meaning is read whole in its box, however long its translation. */}
          <CatalogErrors rows={draft.errors} teamRows={team?.errorTable} onChange={setRows} />
        </div>
        {failure ? <ErrorMessage error={failure} /> : null}
        {saveRefused && !tableIsValid(draft.errors) ? (
          <p role="alert" className="reply-templates__unknown">
            <FormattedMessage
              id="templates.notSavedFix"
              defaultMessage="Not saved: fix the catalog errors marked in the table, then save again."
            />
          </p>
        ) : null}
        {fileProblem ? (
          <p role="alert" className="reply-templates__unknown">
            {wordText(fileProblem)}
          </p>
        ) : null}
        <div className="reply-templates__outcome">
          <p role="status">{outcome ? wordText(outcome) : null}</p>
          {importer.canUndo && !dirty ? (
            <button
              type="button"
              className="button button--small"
              disabled={change.isPending}
              onClick={importer.undo}
            >
              <FormattedMessage id="templates.undo" defaultMessage="Undo" />
            </button>
          ) : null}
        </div>
      </Dialog>
      {guard.asking ? (
        <UnsavedChangesDialog
          leaving={guard.asking}
          busy={change.isPending}
          onSave={guard.save}
          onDiscard={guard.discard}
          onKeepEditing={guard.keepEditing}
        />
      ) : null}
      {importer.chosen ? (
        <ImportTemplatesDialog
          fileName={importer.chosen.fileName}
          current={templates}
          imported={importer.chosen.imported}
          busy={change.isPending}
          onChoose={importer.apply}
          onCancel={importer.cancel}
        />
      ) : null}
    </>
  )
}
