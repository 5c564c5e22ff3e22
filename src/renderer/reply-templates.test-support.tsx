import { expect, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReplySubject } from '../shared/reply/advise'
import { applyImport, type ImportMode } from '../shared/reply/template-import'
import {
  replyTemplatesFileSchema,
  replyTemplatesSchema,
  type StoredReplyTemplates,
} from '../shared/reply/templates-schema'
import { createOpenItemStore } from './state/open-item-store'
import { fakeCatalog, installCatalog } from './testing/fake-catalog.test-support'
import { renderWithQuery } from './render-with-query.test-support'
import { SHORTCUT_PRIORITY } from './replies/copy-reply-shortcut'
import { ReplyTemplatesHost } from './replies/reply-templates-host'
import { closeReplyTemplates } from './replies/reply-templates-opener'
import { ReplyTools } from './replies/reply-tools'
import { words, type Words } from '../shared/i18n/words'

/**
 * The Reply templates dialog as the window shows it, over a fake bridge that keeps the saved
 * set the way main does: saves and imports are checked with main's schemas, a file is read
 * with the file schema, and an import is applied with the core's applyImport.
 *
 * The dialog holds a few hundred controls (every box and the whole error table): a role query
 * computes every name and visibility in it, seconds each in jsdom. So inside the dialog,
 * `byRole` finds the element by what names it and checks its role and name alone, and the
 * few role queries left pass `hidden: true` (the dialog hides nothing from assistive
 * technology, so the answer is the same).
 */
export const CATALOG = 'https://catalog.test'
const SUBJECTS: ReplySubject[] = [{ kind: 'not_found', id: 350 }]

export const HIDDEN_OK = { hidden: true } as const

/**
 * `initial`: the agent's saved set; `more`: further fakes of the bridge (team templates'
 * status, a source, Check now), laid over the ones below.
 */
export function setupTemplates(
  initial: StoredReplyTemplates = { languages: {} },
  more: Parameters<typeof fakeCatalog>[0] = {},
) {
  let stored = initial
  const refused = (message: Words) =>
    Promise.resolve({ ok: false as const, error: { kind: 'refused' as const, message } })
  const readFile = (text: string) => {
    try {
      const parsed = replyTemplatesFileSchema.safeParse(JSON.parse(text))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }
  const fake = fakeCatalog({
    replyTemplates: () => Promise.resolve({ ok: true, data: stored }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    saveReplyTemplates: (request) => {
      stored = replyTemplatesSchema.parse(request.templates)
      return Promise.resolve({ ok: true, data: stored })
    },
    readReplyTemplatesFile: ({ text }) => {
      const set = readFile(text)
      return set
        ? Promise.resolve({ ok: true, data: set })
        : refused(
            words({
              id: 'replies.error.fileNotJson',
              defaultMessage:
                'That file is not JSON, so it holds no reply templates. Nothing was changed. Choose a file made with Export… in the Reply templates dialog.',
            }),
          )
    },
    importReplyTemplates: ({ text, mode }) => {
      const set = readFile(text)
      if (!set)
        return refused(
          words(
            {
              id: 'replies.error.fileUnusable',
              defaultMessage:
                'That file is not a reply templates file this app can use ({detail}). Nothing was changed. Choose a file made with Export… in the Reply templates dialog.',
            },
            { detail: 'not a set' },
          ),
        )
      stored = applyImport(stored, set, (mode ?? 'replace') as ImportMode)
      return Promise.resolve({ ok: true, data: stored })
    },
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    ...more,
  })
  installCatalog(fake.api)
  closeReplyTemplates()
  const view = renderWithQuery(
    <>
      <ReplyTools
        catalog={CATALOG}
        subjects={() => SUBJECTS}
        priority={SHORTCUT_PRIORITY.detail}
        unavailable={null}
      />
      <ReplyTemplatesHost catalog={CATALOG} openItem={createOpenItemStore()} />
    </>,
  )
  return { ...view, fake, user: userEvent.setup(), stored: () => stored }
}

/** The elements a `<label>` can name (HTML's labelable elements). */
const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea'

/**
 * Each labelled control in `document` with the text of its first label, as `element.labels`
 * gives it. Worked out once for the whole document: jsdom answers `labels` by walking the
 * whole tree once per label, seconds for each control of this dialog.
 */
export function labelTexts(): Map<Element, string> {
  const texts = new Map<Element, string>()
  for (const label of document.querySelectorAll('label')) {
    const named = label.hasAttribute('for')
      ? document.getElementById(label.htmlFor)
      : label.querySelector(LABELABLE)
    const control = named?.matches(LABELABLE) ? named : null
    if (control && !texts.has(control)) texts.set(control, label.textContent)
  }
  return texts
}

/** The name an element shows: its aria-label, else its label's text, else its own text. */
function shownName(element: HTMLElement, labels: Map<Element, string>): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return document.getElementById(labelledBy)?.textContent ?? ''
  return element.getAttribute('aria-label') ?? labels.get(element) ?? element.textContent ?? ''
}

/**
 * The one element of `role` named `name` in `container`. Found by what names it (its label,
 * aria-label or text), then checked with jest-dom's role and accessible-name matchers, which
 * compute them for that element alone: a role query would compute every name in the dialog.
 */
export function byRole(
  container: HTMLElement,
  role: 'textbox' | 'button' | 'group' | 'combobox',
  name: string,
) {
  const selector = {
    textbox: 'textarea, input[type="text"]',
    button: 'button',
    group: '[role="group"]',
    combobox: 'select',
  }[role]
  const labels = labelTexts()
  const found = [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => shownName(element, labels).trim() === name,
  )
  expect(found, `one ${role} named ${name}`).toHaveLength(1)
  const [element] = found as [HTMLElement]
  expect(element).toHaveRole(role)
  expect(element).toHaveAccessibleName(name)
  return element
}

export const box = (container: HTMLElement, name: string) => byRole(container, 'textbox', name)
export const button = (container: HTMLElement, name: string) => byRole(container, 'button', name)

export async function openTemplatesDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Reply templates' }))
  return screen.findByRole('dialog', { name: 'Reply templates', ...HIDDEN_OK })
}

/** Waits until the dialog's status line says `text` (a role query by name would be slow here). */
export function said(dialog: HTMLElement, text: string | RegExp) {
  return vi.waitFor(() =>
    expect(
      within(dialog)
        .getAllByRole('status', HIDDEN_OK)
        .some((status) =>
          typeof text === 'string' ? status.textContent === text : text.test(status.textContent ?? ''),
        ),
      `the dialog says ${String(text)}`,
    ).toBe(true),
  )
}

/** The alertdialog asking a question over the dialog, by its name. */
export function question(name: 'Unsaved changes' | 'Import reply templates') {
  return screen.findByRole('alertdialog', { name, ...HIDDEN_OK })
}

/** A file as `Import…` would be given it. */
export function templatesFile(content: unknown, name = 'team.json'): File {
  return new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  })
}
