import { useCopyText } from '../api/use-copy-text'
import { CopyIcon } from './icons'

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000

/**
 * A button that puts `text` on the clipboard (through main). "Copied" shows on this very
 * button, so the agent sees which value went; its accessible name stays `label`, and a status
 * line says it to screen readers. Disabled when there is nothing (valid) to copy.
 */
export function CopyButton({
  label,
  text,
  visibleLabel = label,
  compact = false,
  disabledReason,
}: {
  /** The accessible name: `Copy item ID`, `Copy link`, … */
  readonly label: string
  readonly text: string | null
  /** Shorter text on the button where the context says what it copies. */
  readonly visibleLabel?: string
  /** Icon only (with the label as its name), for a value's own row. */
  readonly compact?: boolean
  /** Id of the element that says why it is disabled. */
  readonly disabledReason?: string
}) {
  const { copy, attempt } = useCopyText(COPIED_MS)
  // The confirmation and a failure belong to the value they were about: a button that now
  // holds another (the next item's, in the same pane) says nothing of the one before.
  const about = attempt.text === text
  const copied = attempt.outcome === 'copied' && about
  return (
    <>
      <button
        type="button"
        className={`button button--small${compact ? ' button--copy' : ''}${copied ? ' is-copied' : ''}`}
        aria-label={label}
        aria-describedby={text === null ? disabledReason : undefined}
        disabled={text === null}
        title={
          attempt.outcome === 'failed' && about ? 'Could not copy; try again.' : compact ? label : undefined
        }
        onClick={() => text !== null && copy(text)}
      >
        <CopyIcon />
        {copied ? 'Copied' : compact ? null : visibleLabel}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? copiedText(label) : ''}
      </span>
    </>
  )
}

/** `Copy trade URL` -> `Trade URL copied`. */
function copiedText(label: string): string {
  const what = label.replace(/^Copy /, '')
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} copied`
}
