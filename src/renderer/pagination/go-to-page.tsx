import { FormattedMessage, useIntl } from 'react-intl'
import { useId, useState } from 'react'

/** A refusal, with the position it was said for. */
interface Refusal {
  readonly page: number
  readonly pages: number
}

/**
 * "Go to page": a number field that moves on Enter. Anything outside 1..pages is refused
 * with a message saying which pages exist, instead of being clamped silently.
 *
 * The refusal belongs to the position it was said at: once the table moves (another button,
 * new filters, a new page count) or the field is left or Esc is pressed, it goes, so no bubble
 * floats over the table with a range that is no longer true.
 */
export function GoToPage({
  page,
  pages,
  onPage,
}: {
  /** The page on screen. */
  readonly page: number
  readonly pages: number
  readonly onPage: (page: number) => void
}) {
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const intl = useIntl()
  const errorId = useId()
  const error =
    refusal !== null && refusal.page === page && refusal.pages === pages
      ? intl.formatMessage(
          { id: 'goToPage.outOfRange', defaultMessage: 'Enter a page number from 1 to {pages, number}.' },
          { pages },
        )
      : null
  const submit = () => {
    const value = text.trim()
    const wanted = Number(value)
    if (!/^\d+$/.test(value) || wanted < 1 || wanted > pages) {
      setRefusal({ page, pages })
      return
    }
    setRefusal(null)
    setText('')
    onPage(wanted)
  }
  return (
    <div className="go-to-page">
      <label className="page-size__label">
        <FormattedMessage id="goToPage.label" defaultMessage="Go to page" />
        <input
          className="input input--narrow"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={text}
          disabled={pages < 1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && error) {
              // Esc takes the bubble away first; a second Esc goes on to close what is open.
              event.stopPropagation()
              setRefusal(null)
            }
            if (event.key !== 'Enter') return
            event.preventDefault()
            submit()
          }}
          onBlur={() => setRefusal(null)}
          onChange={(event) => {
            setText(event.target.value)
            setRefusal(null)
          }}
        />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="error-popover page-size__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
