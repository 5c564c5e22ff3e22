import { useState } from 'react'
import type { ImportMode } from '../../shared/reply/template-import'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { MAX_TEMPLATES_FILE_CHARS } from '../../shared/reply/templates-file'
import { appErrorOf } from '../api/catalog-error'
import { words, type Words } from '../../shared/i18n/words'
import type { useChangeTemplates } from './api/reply-queries'
import { readTemplatesFile } from './api/read-templates-file'

/** A chosen file's text (FileReader: every engine the window runs in has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'))
    reader.readAsText(file)
  })
}

/** A read file waiting for the lead's `Merge`, `Replace all` or `Cancel`. */
export interface ChosenImport {
  readonly fileName: string
  readonly text: string
  readonly imported: StoredReplyTemplates
}

/**
 * `Import…` in three steps: the chosen file is read and checked by main (nothing stored),
 * the lead sees what `Merge` and `Replace all` would change and picks one, and the set saved
 * before stays at hand for `Undo` while the templates are as the import left them: until the
 * lead saves or imports anything else, or closes the dialog (unsaved edits hide it). No timer:
 * the undo lasts exactly as long as undoing loses nothing but the import.
 */
export function useTemplateImport({
  saved,
  change,
  onChanged,
}: {
  /** The set stored now: what an import is compared with, and what Undo restores. */
  readonly saved: StoredReplyTemplates
  readonly change: ReturnType<typeof useChangeTemplates>
  /** After an import or its undo: main's stored set, and what to tell the lead. */
  readonly onChanged: (stored: StoredReplyTemplates, outcome: Words) => void
}) {
  const [chosen, setChosen] = useState<ChosenImport | null>(null)
  const [undoSet, setUndoSet] = useState<StoredReplyTemplates | null>(null)
  const [problem, setProblem] = useState<Words | null>(null)

  const read = async (file: File) => {
    setProblem(null)
    if (file.size > MAX_TEMPLATES_FILE_CHARS) {
      setProblem(
        words(
          {
            id: 'replies.file.tooLarge',
            defaultMessage:
              '{file} is too large to be a reply templates file. Nothing was changed; choose a file made with Export….',
          },
          { file: file.name },
        ),
      )
      return
    }
    try {
      const text = await readText(file)
      setChosen({ fileName: file.name, text, imported: await readTemplatesFile(text) })
    } catch (error) {
      setProblem(
        appErrorOf(error)?.message ??
          words(
            {
              id: 'replies.file.unreadable',
              defaultMessage:
                '{file} could not be read. Nothing was changed; choose a file made with Export….',
            },
            { file: file.name },
          ),
      )
    }
  }

  const apply = (mode: ImportMode) => {
    if (!chosen) return
    const before = saved
    change.mutate(
      { kind: 'import', text: chosen.text, mode },
      {
        onSuccess: (stored) => {
          setChosen(null)
          setUndoSet(before)
          onChanged(
            stored,
            words(
              {
                id: 'templates.imported',
                defaultMessage:
                  'Imported {file} ({mode, select, merge {merged with yours} other {replacing yours}}).',
              },
              { file: chosen.fileName, mode },
            ),
          )
        },
        // The failure is said in the dialog (the mutation's error); the file can be chosen again.
        onError: () => setChosen(null),
      },
    )
  }

  const undo = () => {
    if (!undoSet) return
    change.mutate(
      { kind: 'save', templates: undoSet },
      {
        onSuccess: (stored) => {
          setUndoSet(null)
          onChanged(
            stored,
            words({
              id: 'templates.importUndone',
              defaultMessage: 'Import undone: your templates are back as they were.',
            }),
          )
        },
      },
    )
  }

  return {
    chosen,
    problem,
    /** Whether Undo is offered; the dialog also hides it while there are unsaved edits. */
    canUndo: undoSet !== null,
    read,
    apply,
    cancel: () => setChosen(null),
    undo,
    /** Something else changed the saved set: undoing the import would now lose it. */
    forgetUndo: () => setUndoSet(null),
  }
}
