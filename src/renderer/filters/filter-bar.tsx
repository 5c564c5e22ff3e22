import { memo, type RefObject, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import {
  FILTER_LIMITS,
  FILTERS,
  type AnyFilterValue,
  type FilterKey,
  type ListFilters,
  type TextFilterKey,
} from '../../shared/catalog/filters'
import { mergeValues, splitValues } from '../input/split-values'
import { draftAfter, draftOf, type Draft } from './filter-draft'
import { NumberInput } from './number-input'
import { SINGLE_VALUE_FIELDS } from './single-value-fields'
import { ChipInput } from './chip-input'
import type { FilterErrors } from './filter-errors'
import { useWordText } from '../format/word-text'
import { words, type Words } from '../../shared/i18n/words'
import type { ListParams } from '../api/query-keys'
import { createValueStore, useStoredValue, type ValueStore } from '../state/value-store'
import './filter-bar.css'

/** What is wrong with each field, as words: worded when shown, so they follow the app language. */
type LocalErrors = Partial<Record<FilterKey, readonly Words[]>>
const NO_ERRORS: LocalErrors = {}

/** The field's element id: "filter-name", "filter-market_hash_name", "filter-appid". */
const fieldId = (key: FilterKey) => `filter-${key}`

/** A filter's label as words: its name in the app language. */
const labelOf = (key: FilterKey) => words(FILTERS.find((filter) => filter.key === key)!.label)

/** Why a list of values cannot be sent, or undefined when it can. */
function checkValues(key: FilterKey, values: readonly string[]): Words | undefined {
  const { characters, values: most } = FILTER_LIMITS
  const long = values.find((value) => value.length > characters)
  if (long) {
    return words(
      {
        id: 'filters.tooLong',
        defaultMessage:
          '{label}: "{value}…" is longer than {max, plural, one {# character} other {# characters}}. Shorten it.',
      },
      { label: labelOf(key), value: long.slice(0, 40), max: characters },
    )
  }
  if (values.length > most)
    return words(
      {
        id: 'filters.tooMany',
        defaultMessage:
          '{label}: at most {max, plural, one {# value} other {# values}} at once. Remove some.',
      },
      { label: labelOf(key), max: most },
    )
  return undefined
}

/** A bar whose list asks for nothing before it moves (the default). */
const NOTHING_ASKED = createValueStore<ListParams | null>(null)

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/**
 * What the list shows while a field's text is refused: nothing is applied until it reads,
 * so the agent must not take the refused text for the filter in force.
 */
function stillApplied(key: FilterKey, value: AnyFilterValue): Words {
  return value === null || (Array.isArray(value) && value.length === 0)
    ? words(
        {
          id: 'filters.nothingApplied',
          defaultMessage: 'Nothing was applied: the list is not filtered by {label}.',
        },
        { label: labelOf(key) },
      )
    : words(
        {
          id: 'filters.nothingAppliedStill',
          defaultMessage: 'Nothing was applied: the list still shows {label} {value}.',
        },
        { label: labelOf(key), value: String(value) },
      )
}

/**
 * The filter area (`search` landmark "Item filters"): one field per filter of
 * shared/catalog/filters.ts (chips for text filters, one typed value for the other kinds:
 * Name and Market hash name with several values each, App ID),
 * Apply filters and Clear filters.
 *
 * Nothing is requested while typing: filters apply on Enter in any field or on Apply. Local
 * mistakes are explained at their field before anything is sent; the server's 422 messages
 * arrive through `serverErrors` and are shown at the field they name.
 */
export const FilterBar = memo(function FilterBar({
  applied: shownFilters,
  asking = NOTHING_ASKED,
  serverErrors,
  nameInputRef,
  onApply,
  hidden = false,
}: {
  readonly applied: ListFilters
  /** Filters applied and still being asked for: the fields show them as applied. */
  readonly asking?: ValueStore<ListParams | null>
  readonly serverErrors: FilterErrors
  readonly nameInputRef: RefObject<HTMLInputElement | null>
  /** True when the list takes these filters over and will show them as applied. */
  readonly onApply: (filters: ListFilters) => boolean
  /** Out of view (a lookup shows instead of the list) but kept, with what is typed in it. */
  readonly hidden?: boolean
}) {
  const applied = useStoredValue(asking)?.filters ?? shownFilters
  const wordText = useWordText()
  const intl = useIntl()
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied))
  const [errors, setErrors] = useState(NO_ERRORS)
  // The applied filters change with the answer to the bar's own Apply, or from outside (Clear
  // all filters in the empty state): the fields then show what is applied.
  const [shown, setShown] = useState(applied)
  if (shown !== applied) {
    setShown(applied)
    setDraft(draftAfter(draft, shown, applied))
    setErrors(NO_ERRORS)
  }

  const clearError = (key: FilterKey) => {
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }))
  }
  const setText = (key: FilterKey, text: string) => {
    setDraft((current) => ({ ...current, text: { ...current.text, [key]: text } }))
    clearError(key)
  }
  const setValues = (key: TextFilterKey, values: readonly string[]) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [key]: values } }))
    clearError(key)
  }

  const addValues = (key: TextFilterKey, added: readonly string[]): boolean => {
    const merged = mergeValues(draft.values[key], added)
    const problem = checkValues(key, merged)
    if (problem) {
      setErrors((current) => ({ ...current, [key]: [problem] }))
      return false
    }
    setValues(key, merged)
    return true
  }

  const apply = () => {
    const next: LocalErrors = {}
    const filters = {} as Record<FilterKey, AnyFilterValue>
    const values = { ...draft.values }
    const text = { ...draft.text }
    for (const filter of FILTERS) {
      if (filter.kind === 'text') {
        const merged = mergeValues(draft.values[filter.key], splitValues(draft.text[filter.key]))
        const problem = checkValues(filter.key, merged)
        if (problem) next[filter.key] = [problem]
        filters[filter.key] = [...merged]
        values[filter.key] = merged
        text[filter.key] = ''
      } else {
        const parsed = SINGLE_VALUE_FIELDS[filter.kind](filter.key).parse(draft.text[filter.key])
        if (parsed.ok) filters[filter.key] = parsed.value
        else next[filter.key] = [parsed.message, stillApplied(filter.key, applied[filter.key])]
        text[filter.key] = draft.text[filter.key].trim()
      }
    }
    const first = FILTERS.find((filter) => next[filter.key])
    if (first) {
      setErrors(next)
      document.getElementById(fieldId(first.key))?.focus()
      return
    }
    // A list that takes the filters over shows them once, with its answer (or when it is slow,
    // as applied meanwhile): the bar does not change in the click's own frame.
    setErrors(NO_ERRORS)
    if (!onApply(filters as ListFilters)) setDraft({ values, text })
  }

  const clear = () => {
    setDraft(draftOf(EMPTY_FILTERS))
    setErrors(NO_ERRORS)
    onApply(EMPTY_FILTERS)
  }

  const dirty = FILTERS.some((filter) => {
    if (filter.kind === 'text') {
      return draft.text[filter.key].trim() !== '' || !sameList(draft.values[filter.key], applied[filter.key])
    }
    const value = applied[filter.key]
    return draft.text[filter.key].trim() !== (value === null ? '' : String(value))
  })

  const withLocal = (local: readonly Words[] | undefined, server: readonly string[]) =>
    local
      ? local.map(wordText)
      : server.length > 0
        ? [
            intl.formatMessage(
              { id: 'filters.fieldRefused', defaultMessage: 'The catalog refused this filter: {messages}' },
              { messages: server.join(' ') },
            ),
          ]
        : []

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'filters.label', defaultMessage: 'Item filters' })}
      className="filter-bar"
      hidden={hidden}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      {FILTERS.map((filter, index) => {
        const messages = withLocal(errors[filter.key], serverErrors[filter.key])
        const label = intl.formatMessage(filter.label)
        const placeholder = intl.formatMessage(filter.placeholder)
        if (filter.kind === 'text') {
          return (
            <ChipInput
              key={filter.key}
              id={fieldId(filter.key)}
              label={label}
              placeholder={placeholder}
              values={draft.values[filter.key]}
              text={draft.text[filter.key]}
              messages={messages}
              // The first field is where "/" puts the caret.
              inputRef={index === 0 ? nameInputRef : undefined}
              onAdd={(added) => addValues(filter.key, added)}
              onRemove={(value) =>
                setValues(
                  filter.key,
                  draft.values[filter.key].filter((other) => other !== value),
                )
              }
              onReplace={(value, replacement) =>
                setValues(
                  filter.key,
                  mergeValues(
                    [],
                    draft.values[filter.key].map((other) => (other === value ? replacement : other)),
                  ),
                )
              }
              onTextChange={(text) => setText(filter.key, text)}
            />
          )
        }
        const field = SINGLE_VALUE_FIELDS[filter.kind](filter.key)
        return (
          <NumberInput
            key={filter.key}
            id={fieldId(filter.key)}
            label={label}
            placeholder={placeholder}
            games={field.games}
            inputMode={field.inputMode}
            parse={field.parse}
            text={draft.text[filter.key]}
            messages={messages}
            onTextChange={(text) => setText(filter.key, text)}
          />
        )
      })}
      <div className="filter-bar__actions">
        <button type="submit" className={dirty ? 'button button--primary' : 'button'}>
          <FormattedMessage id="filters.apply" defaultMessage="Apply filters" />
        </button>
        <button type="button" className="button button--quiet" onClick={clear}>
          <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
        </button>
        {/* Seen as the highlighted Apply button; heard through this polite live region. */}
        <p className="visually-hidden" aria-live="polite">
          {dirty ? (
            <FormattedMessage id="filters.notApplied" defaultMessage="Not applied yet: press Enter" />
          ) : null}
        </p>
      </div>
      {serverErrors.other.length > 0 ? (
        <p role="alert" className="filter-bar__other field__error">
          <FormattedMessage
            id="filters.requestRefused"
            defaultMessage={'The catalog refused the request: {details}'}
            values={{
              details: serverErrors.other
                .map(({ param, messages }) => `${param}: ${messages.join(' ')}`)
                .join(' '),
            }}
          />
        </p>
      ) : serverErrors.unsaid ? (
        <p role="alert" className="filter-bar__other field__error">
          {wordText(serverErrors.unsaid)}
        </p>
      ) : null}
    </form>
  )
})
