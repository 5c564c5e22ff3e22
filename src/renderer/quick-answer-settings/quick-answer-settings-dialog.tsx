import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { QuickAnswerSettings } from '../../shared/ipc'
import { SHORTCUT_PROBLEM, type AcceleratorProblem } from '../../shared/quick-answer/accelerator'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, formatShortcut } from '../../shared/quick-answer/default-shortcut'
import { appErrorOf } from '../api/catalog-error'
import { appInfoOptions } from '../api/session-queries'
import { FooterDialog } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { quickAnswerSettingsOptions } from '../api/quick-answer-settings-query'
import { useSaveQuickAnswerSettings } from './api/quick-answer-settings-queries'
import { shortcutOfKeyPress } from './record-shortcut'
import './quick-answer-settings.css'

/**
 * Quick answer settings: the global shortcut, recorded by pressing it, and `Keep running in the
 * tray when the window is closed`. What the organization's policy sets is shown as set by it and
 * cannot be changed here.
 *
 * The shortcut box records the keys pressed in it rather than taking typed text: Tab and
 * Shift+Tab still move on (a shortcut needs Ctrl, Alt or Command anyway), Esc puts back the
 * shortcut the box had when it got focus (and, with nothing to put back, closes the dialog as
 * everywhere), Backspace or Delete goes back to the default.
 */
export function QuickAnswerSettingsDialog({ onClose }: { readonly onClose: () => void }) {
  const settings = useQuery(quickAnswerSettingsOptions)
  const info = useQuery(appInfoOptions)
  if (!settings.isSuccess || !info.isSuccess) return null
  return <SettingsForm settings={settings.data} isMac={info.data.platform === 'darwin'} onClose={onClose} />
}

function SettingsForm({
  settings,
  isMac,
  onClose,
}: {
  readonly settings: QuickAnswerSettings
  readonly isMac: boolean
  readonly onClose: () => void
}) {
  const intl = useIntl()
  const id = useId()
  const save = useSaveQuickAnswerSettings()
  const [shortcut, setShortcut] = useState(settings.shortcut)
  const [keepInTray, setKeepInTray] = useState(settings.keepRunningInTray)
  const [problem, setProblem] = useState<AcceleratorProblem | null>(null)
  const onFocus = useRef(settings.shortcut)
  const shortcutLocked = settings.shortcutSetBy === 'policy'
  const trayLocked = settings.keepRunningInTraySetBy === 'policy'
  const shown = (accelerator: string) => formatShortcut(accelerator, isMac)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const plain = !event.ctrlKey && !event.altKey && !event.metaKey
    if (event.key === 'Tab' && plain) return
    if (event.key === 'Escape' && plain && !event.shiftKey) {
      if (shortcut === onFocus.current && problem === null) return
      event.preventDefault()
      event.stopPropagation()
      setShortcut(onFocus.current)
      setProblem(null)
      return
    }
    event.preventDefault()
    if ((event.key === 'Backspace' || event.key === 'Delete') && plain && !event.shiftKey) {
      setShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT)
      setProblem(null)
      return
    }
    const read = shortcutOfKeyPress(event, isMac)
    if (read === null) return
    if (read.ok) {
      setShortcut(read.accelerator)
      setProblem(null)
    } else setProblem(read.problem)
  }

  // The box only ever shows a shortcut that can be used: a refused press leaves it as it was.
  const submit = () => {
    const change = {
      ...(!shortcutLocked && shortcut !== settings.shortcut
        ? { shortcut: shortcut === DEFAULT_QUICK_ANSWER_SHORTCUT ? null : shortcut }
        : {}),
      ...(!trayLocked && keepInTray !== settings.keepRunningInTray ? { keepRunningInTray: keepInTray } : {}),
    }
    if (Object.keys(change).length === 0) return onClose()
    save.mutate(change, { onSuccess: onClose })
  }

  const held = settings.shortcutState === 'held' && shortcut === settings.shortcut
  const saveError = appErrorOf(save.error)
  const describedBy = [
    `${id}-hint`,
    problem || held ? `${id}-problem` : null,
    shortcutLocked ? `${id}-locked` : null,
  ]
  return (
    <FooterDialog
      title={intl.formatMessage({ id: 'quickSettings.title', defaultMessage: 'Quick answer settings' })}
      initialFocus={shortcutLocked ? undefined : `#${CSS.escape(`${id}-shortcut`)}`}
      busy={save.isPending}
      onCancel={onClose}
      actions={[
        {
          label: <FormattedMessage id="ui.save" defaultMessage="Save" />,
          onClick: submit,
          tone: 'primary',
        },
      ]}
    >
      <div className="field">
        <label htmlFor={`${id}-shortcut`} className="field__label">
          <FormattedMessage id="quickSettings.shortcut.label" defaultMessage="Quick answer shortcut" />
        </label>
        <input
          id={`${id}-shortcut`}
          type="text"
          className="input quick-settings__shortcut"
          value={shown(shortcut)}
          readOnly
          disabled={shortcutLocked}
          aria-invalid={problem !== null || held}
          aria-describedby={describedBy.filter((part) => part !== null).join(' ')}
          onFocus={() => {
            onFocus.current = shortcut
          }}
          // The problem was the keys just pressed; leaving the box leaves it behind.
          onBlur={() => setProblem(null)}
          onKeyDown={onKeyDown}
        />
        {shortcutLocked ? (
          <p id={`${id}-locked`} className="field__hint">
            <FormattedMessage id="policy.setByOrganization" defaultMessage="Set by your organization" />
          </p>
        ) : null}
        <p id={`${id}-hint`} className="field__hint">
          <FormattedMessage
            id="quickSettings.shortcut.hint"
            defaultMessage="Focus the box and press the keys you want. Esc puts back the shortcut before; Backspace goes back to the default, {default}. It works in every program while Catalog Browser runs."
            values={{ default: shown(DEFAULT_QUICK_ANSWER_SHORTCUT) }}
          />
        </p>
        {problem !== null ? (
          <p id={`${id}-problem`} role="alert" className="field__error">
            {intl.formatMessage(SHORTCUT_PROBLEM, { problem })}
          </p>
        ) : held ? (
          <p id={`${id}-problem`} role="alert" className="field__error">
            <FormattedMessage
              id="quickSettings.shortcut.heldState"
              defaultMessage="Another program holds {shortcut}, so it does nothing now. Choose another shortcut."
              values={{ shortcut: shown(shortcut) }}
            />
          </p>
        ) : null}
      </div>
      <div className="field field--check">
        <input
          id={`${id}-tray`}
          type="checkbox"
          className="checkbox"
          checked={keepInTray}
          disabled={trayLocked}
          aria-describedby={trayLocked || isMac ? `${id}-tray-note` : undefined}
          onChange={(event) => setKeepInTray(event.target.checked)}
        />
        <label htmlFor={`${id}-tray`}>
          <FormattedMessage
            id="quickSettings.tray.label"
            defaultMessage="Keep running in the tray when the window is closed"
          />
        </label>
        {trayLocked || isMac ? (
          <p id={`${id}-tray-note`} className="field__hint">
            {trayLocked ? (
              <FormattedMessage id="policy.setByOrganization" defaultMessage="Set by your organization" />
            ) : (
              <FormattedMessage
                id="quickSettings.tray.macNote"
                defaultMessage="On macOS, Catalog Browser keeps running in the menu bar after its window closes either way."
              />
            )}
          </p>
        ) : null}
      </div>
      {saveError ? <ErrorMessage error={saveError} /> : null}
    </FooterDialog>
  )
}
