import { useId, useState } from 'react'

/**
 * "Go to page": a number field that moves on Enter. Anything outside 1..pages is refused
 * with a message saying which pages exist, instead of being clamped silently.
 */
export function GoToPage({
  pages,
  onPage,
}: {
  readonly pages: number
  readonly onPage: (page: number) => void
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()
  const submit = () => {
    const value = text.trim()
    const page = Number(value)
    if (!/^\d+$/.test(value) || page < 1 || page > pages) {
      setError(`Enter a page number from 1 to ${pages}.`)
      return
    }
    setError(null)
    setText('')
    onPage(page)
  }
  return (
    <div className="go-to-page">
      <label className="page-size__label">
        Go to page
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
            if (event.key !== 'Enter') return
            event.preventDefault()
            submit()
          }}
          onChange={(event) => {
            setText(event.target.value)
            setError(null)
          }}
        />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="page-size__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
