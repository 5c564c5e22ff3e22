import { useId, useMemo, useRef, useState } from 'react'
import type { ReplySubject } from '../../shared/reply/advise'
import { composeReply } from '../../shared/reply/compose-reply'
import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import { REPLY_LANGUAGES, isReplyLanguage, type ReplyLanguage } from '../../shared/reply/languages'
import { PLACEHOLDERS, unknownPlaceholders } from '../../shared/reply/placeholders'
import { TEMPLATE_FIELDS, type TemplateKey, type TemplateOverrides } from '../../shared/reply/templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { wordingFor } from '../../shared/reply/wording'
import { MAX_TEMPLATES_FILE_CHARS } from '../../shared/reply-templates-file'
import { callCatalog } from '../api/call-catalog'
import { appErrorOf } from '../api/catalog-error'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { Dialog } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { useChangeTemplates } from '../api/reply-queries'
import './replies.css'

/** A chosen file's text (FileReader: every engine the window runs in has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'))
    reader.readAsText(file)
  })
}

type Draft = Readonly<Record<TemplateKey, string>>

/** The texts the boxes show for `language`: the lead's wording where saved, else the default. */
function draftOf(templates: StoredReplyTemplates, language: ReplyLanguage): Draft {
  const defaults = LANGUAGE_PACKS[language].templates
  const saved = templates.languages[language] ?? {}
  return Object.fromEntries(TEMPLATE_FIELDS.map(({ key }) => [key, saved[key] ?? defaults[key]])) as Draft
}

/** Only what differs from the default is stored, so a later change of a default still arrives. */
function overridesOf(draft: Draft, language: ReplyLanguage): TemplateOverrides {
  const defaults = LANGUAGE_PACKS[language].templates
  return Object.fromEntries(
    TEMPLATE_FIELDS.filter(({ key }) => draft[key] !== defaults[key]).map(({ key }) => [key, draft[key]]),
  )
}

/**
 * `Reply templates`: the wording of replies, one textbox per situation plus the greeting,
 * the next-try sentence and the closing, for one language at a time. Unknown placeholders
 * are flagged under their box (they are left out of replies); the preview shows the reply for
 * the open item (or a sample) as it would be copied now. `Save` stores the language's
 * wording; `Export…` and `Import…` hand a whole set to the team as a JSON file.
 */
export function ReplyTemplatesDialog({
  templates,
  initialLanguage,
  preview,
  onClose,
}: {
  readonly templates: StoredReplyTemplates
  readonly initialLanguage: ReplyLanguage
  /** What the preview replies about: the open item, or a sample. */
  readonly preview: ReplySubject
  readonly onClose: () => void
}) {
  const [language, setLanguage] = useState(initialLanguage)
  const [draft, setDraft] = useState<Draft>(() => draftOf(templates, initialLanguage))
  const [outcome, setOutcome] = useState('')
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const change = useChangeTemplates()
  const catalogTimeZone = useCatalogTimeZone()
  const fileRef = useRef<HTMLInputElement>(null)
  const idBase = useId()
  const defaults = LANGUAGE_PACKS[language].templates
  const previewText = useMemo(
    () =>
      composeReply([preview], {
        ...wordingFor(templates, language),
        templates: overridesOf(draft, language),
        language,
        catalogTimeZone,
        now: new Date(),
      }).text,
    [preview, language, draft, templates, catalogTimeZone],
  )

  const switchLanguage = (next: ReplyLanguage) => {
    setLanguage(next)
    setDraft(draftOf(templates, next))
    setOutcome('')
  }
  const save = () =>
    change.mutate(
      {
        kind: 'save',
        templates: {
          ...templates,
          languages: { ...templates.languages, [language]: overridesOf(draft, language) },
        },
      },
      { onSuccess: () => setOutcome('Templates saved') },
    )
  const exportFile = async () => {
    setOutcome('')
    try {
      const result = await callCatalog((api) => api.exportReplyTemplates())
      if (result.saved) setOutcome(`Saved to ${result.path}`)
    } catch (error) {
      setFileProblem(appErrorOf(error)?.message ?? 'The file could not be saved.')
    }
  }
  const importFile = async (file: File) => {
    setOutcome('')
    setFileProblem(null)
    if (file.size > MAX_TEMPLATES_FILE_CHARS) {
      setFileProblem(
        `${file.name} is too large to be a reply templates file. Nothing was changed; choose a file made with Export….`,
      )
      return
    }
    const text = await readText(file)
    change.mutate(
      { kind: 'import', text },
      {
        onSuccess: (imported) => {
          setDraft(draftOf(imported, language))
          setOutcome(`Imported ${file.name}`)
        },
      },
    )
  }
  const failure = appErrorOf(change.error)

  return (
    <Dialog
      title="Reply templates"
      onCancel={onClose}
      initialFocus="textarea"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button" onClick={() => void exportFile()}>
            Export…
          </button>
          <button type="button" className="button" onClick={() => fileRef.current?.click()}>
            Import…
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="Reply templates file to import"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void importFile(file)
            }}
          />
          <button type="button" className="button button--primary" disabled={change.isPending} onClick={save}>
            Save
          </button>
        </>
      }
    >
      <div className="reply-templates">
        <div className="reply-templates__editor">
          <label className="reply-templates__language">
            Templates for
            <select
              className="select"
              value={language}
              onChange={(event) => {
                if (isReplyLanguage(event.target.value)) switchLanguage(event.target.value)
              }}
            >
              {REPLY_LANGUAGES.map((option) => (
                <option key={option.code} value={option.code} lang={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <p className="reply-templates__help">
            Placeholders:{' '}
            {PLACEHOLDERS.map((placeholder, index) => (
              <span key={placeholder.name}>
                {index > 0 ? ', ' : ''}
                <code>{`{${placeholder.name}}`}</code> {placeholder.meaning}
              </span>
            ))}
            . Anything else in braces is left out of the reply.
          </p>
          {TEMPLATE_FIELDS.map(({ key, label }) => {
            const id = `${idBase}-${key}`
            const unknown = unknownPlaceholders(draft[key])
            return (
              <div key={key} className="reply-templates__field" role="group" aria-labelledby={`${id}-label`}>
                <div className="reply-templates__field-head">
                  <label id={`${id}-label`} htmlFor={id}>
                    {label}
                  </label>
                  <button
                    type="button"
                    className="button button--small button--link"
                    disabled={draft[key] === defaults[key]}
                    onClick={() => setDraft({ ...draft, [key]: defaults[key] })}
                  >
                    Reset to default
                  </button>
                </div>
                <textarea
                  id={id}
                  className="input reply-templates__text"
                  rows={key === 'greeting' || key === 'closing' ? 3 : 2}
                  value={draft[key]}
                  lang={language}
                  aria-invalid={unknown.length > 0 ? true : undefined}
                  aria-describedby={unknown.length > 0 ? `${id}-unknown` : undefined}
                  onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                />
                {unknown.length > 0 ? (
                  <p id={`${id}-unknown`} className="reply-templates__unknown">
                    Unknown placeholder{unknown.length > 1 ? 's' : ''} {unknown.join(', ')}: left out of the
                    reply.
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
        <section className="reply-templates__preview" aria-label="Preview">
          <h3 className="reply-templates__preview-title">Preview</h3>
          <p className="reply-templates__preview-text" lang={language}>
            {previewText}
          </p>
        </section>
      </div>
      {failure ? <ErrorMessage error={failure} /> : null}
      {fileProblem ? (
        <p role="alert" className="reply-templates__unknown">
          {fileProblem}
        </p>
      ) : null}
      <p role="status" className="reply-templates__outcome">
        {outcome}
      </p>
    </Dialog>
  )
}
