import { useState, type RefObject } from 'react'
import type { ListFilters } from '../../shared/catalog'
import { mergeValues, splitValues } from '../lib/split-values'
import { parseAppId } from '../lib/parse-ids'
import { AppIdInput } from './app-id-input'
import { ChipInput } from './chip-input'
import type { FilterErrors } from './filter-errors'
import './filter-bar.css'

/** The service takes at most 50 values per filter, each at most 200 characters. */
const MAX_VALUES = 50
const MAX_LENGTH = 200

interface Draft {
  readonly name: readonly string[]
  readonly nameText: string
  readonly market: readonly string[]
  readonly marketText: string
  readonly appid: string
}

type LocalErrors = Partial<Record<'name' | 'market' | 'appid', string>>

function draftOf(filters: ListFilters): Draft {
  return {
    name: filters.name,
    nameText: '',
    market: filters.market_hash_name,
    marketText: '',
    appid: filters.appid === null ? '' : String(filters.appid),
  }
}

/** Why a list of values cannot be sent, or undefined when it can. */
function checkValues(label: string, values: readonly string[]): string | undefined {
  const long = values.find((value) => value.length > MAX_LENGTH)
  if (long) return `${label}: "${long.slice(0, 40)}…" is longer than ${MAX_LENGTH} characters. Shorten it.`
  if (values.length > MAX_VALUES) return `${label}: at most ${MAX_VALUES} values at once. Remove some.`
  return undefined
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/**
 * The filter area (`search` landmark "Item filters"): Name and Market hash name with several
 * values each, App ID, Apply filters and Clear filters.
 *
 * Nothing is requested while typing: filters apply on Enter in any field or on Apply. Local
 * mistakes are explained at their field before anything is sent; the server's 422 messages
 * arrive through `serverErrors` and are shown at the field they name.
 */
export function FilterBar({
  applied,
  serverErrors,
  nameInputRef,
  onApply,
}: {
  readonly applied: ListFilters
  readonly serverErrors: FilterErrors
  readonly nameInputRef: RefObject<HTMLInputElement | null>
  readonly onApply: (filters: ListFilters) => void
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied))
  const [errors, setErrors] = useState<LocalErrors>({})
  // The applied filters can change from outside (Clear all filters in the empty state):
  // the fields then show what is applied.
  const [shown, setShown] = useState(applied)
  if (shown !== applied) {
    setShown(applied)
    setDraft(draftOf(applied))
    setErrors({})
  }

  const update = (patch: Partial<Draft>, clear?: keyof LocalErrors) => {
    setDraft((current) => ({ ...current, ...patch }))
    if (clear && errors[clear]) setErrors((current) => ({ ...current, [clear]: undefined }))
  }

  const addValues = (field: 'name' | 'market', label: string, added: readonly string[]): boolean => {
    const merged = mergeValues(draft[field], added)
    const problem = checkValues(label, merged)
    if (problem) {
      setErrors((current) => ({ ...current, [field]: problem }))
      return false
    }
    update(field === 'name' ? { name: merged } : { market: merged }, field)
    return true
  }

  const removeValue = (field: 'name' | 'market', value: string) => {
    const rest = draft[field].filter((other) => other !== value)
    update(field === 'name' ? { name: rest } : { market: rest }, field)
  }

  const apply = () => {
    const name = mergeValues(draft.name, splitValues(draft.nameText))
    const market = mergeValues(draft.market, splitValues(draft.marketText))
    const appid = parseAppId(draft.appid)
    const next: LocalErrors = {
      name: checkValues('Name', name),
      market: checkValues('Market hash name', market),
      appid: appid.ok ? undefined : appid.message,
    }
    if (next.name || next.market || next.appid) {
      setErrors(next)
      if (next.name) nameInputRef.current?.focus()
      else if (next.market) document.getElementById('filter-market')?.focus()
      else document.getElementById('filter-appid')?.focus()
      return
    }
    setErrors({})
    setDraft({ name, nameText: '', market, marketText: '', appid: draft.appid.trim() })
    if (appid.ok) onApply({ name: [...name], market_hash_name: [...market], appid: appid.value })
  }

  const clear = () => {
    setDraft(draftOf({ name: [], market_hash_name: [], appid: null }))
    setErrors({})
    onApply({ name: [], market_hash_name: [], appid: null })
  }

  const appliedAppId = applied.appid === null ? '' : String(applied.appid)
  const dirty =
    draft.nameText.trim() !== '' ||
    draft.marketText.trim() !== '' ||
    !sameList(draft.name, applied.name) ||
    !sameList(draft.market, applied.market_hash_name) ||
    draft.appid.trim() !== appliedAppId

  const withLocal = (local: string | undefined, server: readonly string[]) =>
    local ? [local] : server.length > 0 ? [`The catalog refused this filter: ${server.join(' ')}`] : []

  return (
    <form
      role="search"
      aria-label="Item filters"
      className="filter-bar"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <ChipInput
        id="filter-name"
        label="Name"
        placeholder="e.g. AK-47 | Redline"
        values={draft.name}
        text={draft.nameText}
        messages={withLocal(errors.name, serverErrors.name)}
        inputRef={nameInputRef}
        onAdd={(added) => addValues('name', 'Name', added)}
        onRemove={(value) => removeValue('name', value)}
        onTextChange={(nameText) => update({ nameText }, 'name')}
      />
      <ChipInput
        id="filter-market"
        label="Market hash name"
        placeholder="e.g. AK-47 | Redline (Field-Tested)"
        values={draft.market}
        text={draft.marketText}
        messages={withLocal(errors.market, serverErrors.market_hash_name)}
        onAdd={(added) => addValues('market', 'Market hash name', added)}
        onRemove={(value) => removeValue('market', value)}
        onTextChange={(marketText) => update({ marketText }, 'market')}
      />
      <AppIdInput
        text={draft.appid}
        messages={withLocal(errors.appid, serverErrors.appid)}
        onTextChange={(appid) => update({ appid }, 'appid')}
      />
      <div className="filter-bar__actions">
        <button type="submit" className={dirty ? 'button button--primary' : 'button'}>
          Apply filters
        </button>
        <button type="button" className="button button--quiet" onClick={clear}>
          Clear filters
        </button>
        {/* Seen as the highlighted Apply button; heard through this polite live region. */}
        <p className="visually-hidden" aria-live="polite">
          {dirty ? 'Not applied yet: press Enter' : ''}
        </p>
      </div>
      {serverErrors.other.length > 0 ? (
        <p role="alert" className="filter-bar__other field__error">
          The catalog refused the request:{' '}
          {serverErrors.other
            .map(({ param, messages }) => (param ? `${param}: ${messages.join(' ')}` : messages.join(' ')))
            .join(' ')}
        </p>
      ) : null}
    </form>
  )
}
