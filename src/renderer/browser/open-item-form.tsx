import { useState } from 'react'
import { parseItemId } from '../lib/parse-ids'

/**
 * "Open item" by ID, for the ID pasted from a ticket. The ID is checked before anything is
 * sent; a clear message says what to type instead.
 */
export function OpenItemForm({ onOpen }: { readonly onOpen: (id: number) => void }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      className="open-item"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = parseItemId(text)
        if (!parsed.ok) {
          setError(parsed.message)
          return
        }
        setError(null)
        setText(String(parsed.value))
        onOpen(parsed.value)
      }}
    >
      <label htmlFor="open-item-id" className="open-item__label">
        Item ID
      </label>
      <input
        id="open-item-id"
        className="input input--narrow"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. 1042"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'open-item-error' : undefined}
        onChange={(event) => {
          setText(event.target.value)
          if (error) setError(null)
        }}
      />
      <button type="submit" className="button">
        Open item
      </button>
      {error ? (
        <p role="alert" id="open-item-error" className="open-item__error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
