import { KNOWN_APPS, appName } from '../../shared/catalog/apps'
import { parseAppId } from '../lib/parse-ids'

/**
 * App ID: a textbox with the known games as suggestions (a `datalist`, so the field is a
 * combobox) that also takes any whole number or a game's name. The recognised game is
 * named beside the field so "570" is not a guess.
 */
export function AppIdInput({
  text,
  messages,
  onTextChange,
}: {
  readonly text: string
  readonly messages: readonly string[]
  readonly onTextChange: (text: string) => void
}) {
  const parsed = parseAppId(text)
  const game = parsed.ok && parsed.value !== null ? appName(parsed.value) : undefined
  const invalid = messages.length > 0
  return (
    <div className={invalid ? 'field appid-field is-invalid' : 'field appid-field'}>
      <label htmlFor="filter-appid" className="field__label">
        App ID
      </label>
      <div className="appid-field__row">
        <input
          id="filter-appid"
          className="input"
          type="text"
          list="filter-appid-games"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="Any game"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'filter-appid-error' : game ? 'filter-appid-game' : undefined}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <datalist id="filter-appid-games">
          {KNOWN_APPS.map((app) => (
            <option key={app.appid} value={String(app.appid)}>
              {app.name}
            </option>
          ))}
        </datalist>
      </div>
      {invalid ? (
        <p role="alert" id="filter-appid-error" className="field__error">
          {messages.join(' ')}
        </p>
      ) : game ? (
        <p id="filter-appid-game" className="field__hint">
          {game}
        </p>
      ) : null}
    </div>
  )
}
