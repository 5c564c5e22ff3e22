import { KNOWN_APPS, appName } from '../../shared/catalog/apps'
import type { ParsedWords } from '../input/parse-ids'

/**
 * A single-value filter's field (integer or decimal; `inputMode` brings the matching on-screen
 * keyboard). With `games` (App ID) it is a textbox with the known games as suggestions (a
 * `datalist`, so the field is a combobox) that also takes any whole number or a game's name;
 * the recognised game is named beside the field so "570" is not a guess.
 */
export function NumberInput({
  id,
  label,
  placeholder,
  games,
  inputMode,
  parse,
  text,
  messages,
  onTextChange,
}: {
  readonly id: string
  readonly label: string
  readonly placeholder: string
  readonly games: boolean
  readonly inputMode: 'numeric' | 'decimal'
  readonly parse: (text: string) => ParsedWords<number | string | null>
  readonly text: string
  readonly messages: readonly string[]
  readonly onTextChange: (text: string) => void
}) {
  const parsed = parse(text)
  const game = games && parsed.ok && typeof parsed.value === 'number' ? appName(parsed.value) : undefined
  const invalid = messages.length > 0
  return (
    <div className={invalid ? 'field appid-field is-invalid' : 'field appid-field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="appid-field__row">
        <input
          id={id}
          className="input"
          type="text"
          list={games ? `${id}-games` : undefined}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : game ? `${id}-game` : undefined}
          onChange={(event) => onTextChange(event.target.value)}
        />
        {games ? (
          <datalist id={`${id}-games`}>
            {KNOWN_APPS.map((app) => (
              <option key={app.appid} value={String(app.appid)}>
                {app.name}
              </option>
            ))}
          </datalist>
        ) : null}
      </div>
      {invalid ? (
        <p role="alert" id={`${id}-error`} className="field__error">
          {messages.join(' ')}
        </p>
      ) : game ? (
        <p id={`${id}-game`} className="field__hint">
          {game}
        </p>
      ) : null}
    </div>
  )
}
