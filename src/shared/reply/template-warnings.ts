import { words, type Words } from '../i18n/words'
import { followUpTellsNextTry, nextTryMayBeTold } from './follow-up'
import { placeholderScope, unknownPlaceholders, usedPlaceholders, type PlaceholderName } from './placeholders'
import { SITUATIONS, type SituationId } from './situations'
import { FRAME_TEMPLATE_KEYS, type TemplateKey } from './templates'

/**
 * What a lead should know about a box before saving it: a warning, never a refusal (the
 * lead may mean it). Shown under the box in the Reply templates dialog.
 */
export interface TemplateWarning {
  readonly kind: 'unknown_placeholder' | 'item_placeholder_outside_items' | 'item_not_named' | 'no_value_here'
  readonly placeholder: string
  /** For the dialog, worded in the app's language. */
  readonly message: Words
}

/** Situations about an ID with no item behind it: no name, no status, nothing but the ID. */
const WITHOUT_ITEM: readonly SituationId[] = ['not_found', 'lookup_failed', 'lookup_interrupted']
/** Situations whose item may have an error text (`{error}`). */
function hasError(id: SituationId): boolean {
  return id === 'conflicting' || id.includes('.')
}

const withoutItem = (id: SituationId): boolean => WITHOUT_ITEM.includes(id)
/** The placeholders some situations never have a value for, each with a test for those situations. */
const NEVER_IN: Readonly<Partial<Record<PlaceholderName, (id: SituationId) => boolean>>> = {
  // A next try is told only where a retry can succeed without the customer (follow-up.ts).
  next_try: (id) => !nextTryMayBeTold(id),
  error: (id) => !hasError(id),
  name: withoutItem,
  market_hash_name: withoutItem,
  status: withoutItem,
  bought_at: withoutItem,
}

const SITUATION_KEYS = new Set<string>(SITUATIONS.map((entry) => entry.id))

function isSituation(key: TemplateKey): key is SituationId {
  return SITUATION_KEYS.has(key)
}

function situationWarnings(key: SituationId, used: readonly PlaceholderName[]): TemplateWarning[] {
  const warnings: TemplateWarning[] = []
  const named = used.includes('name') || used.includes('market_hash_name')
  if (!used.includes('id'))
    warnings.push({
      kind: 'item_not_named',
      placeholder: '{id}',
      message: words(
        {
          id: 'templateWarning.noId',
          defaultMessage:
            'Leaves out {placeholder}: with several items in this situation, the customer cannot tell which is which.',
        },
        { placeholder: '{id}' },
      ),
    })
  if (!withoutItem(key) && !named)
    warnings.push({
      kind: 'item_not_named',
      placeholder: '{name}',
      message: words(
        {
          id: 'templateWarning.noName',
          defaultMessage: 'Leaves out {placeholder}: the customer sees only ID numbers for their items.',
        },
        { placeholder: '{name}' },
      ),
    })
  for (const placeholder of used.filter((name) => NEVER_IN[name]?.(key)))
    warnings.push({
      kind: 'no_value_here',
      placeholder: `{${placeholder}}`,
      message: words(
        {
          id: 'templateWarning.noValueHere',
          defaultMessage: 'Uses {placeholder}, which this situation never has: it is left out of the reply.',
        },
        { placeholder: `{${placeholder}}` },
      ),
    })
  return warnings
}

/**
 * The warnings for one box's text: unknown placeholders; an item placeholder in the
 * greeting, closing, signature or an added sentence (those are said once for many items);
 * a situation that leaves out `{id}` or `{name}`; `{next_try}` or `{error}` in a situation or
 * an added sentence that never has one.
 */
export function templateWarnings(key: TemplateKey, text: string): TemplateWarning[] {
  const used = usedPlaceholders(text)
  const warnings: TemplateWarning[] = unknownPlaceholders(text).map((placeholder) => ({
    kind: 'unknown_placeholder',
    placeholder,
    message: words(
      {
        id: 'templateWarning.unknown',
        defaultMessage: 'Unknown placeholder {placeholder}: left out of the reply.',
      },
      { placeholder },
    ),
  }))
  if (isSituation(key)) return [...warnings, ...situationWarnings(key, used)]
  const frame = FRAME_TEMPLATE_KEYS.includes(key)
  const allowed = (name: PlaceholderName) =>
    placeholderScope(name) === 'reply' || (!frame && placeholderScope(name) === 'paragraph')
  for (const placeholder of used.filter((name) => !allowed(name)))
    warnings.push({
      kind: 'item_placeholder_outside_items',
      placeholder: `{${placeholder}}`,
      message: words(
        {
          id: 'templateWarning.itemOutsideItems',
          defaultMessage:
            "{placeholder} is an item's own, but this box is said once for all items: it is left out or names only one.",
        },
        { placeholder: `{${placeholder}}` },
      ),
    })
  if (!frame && used.includes('next_try') && !followUpTellsNextTry(key))
    warnings.push({
      kind: 'no_value_here',
      placeholder: '{next_try}',
      message: words(
        {
          id: 'templateWarning.noValueHere',
          defaultMessage: 'Uses {placeholder}, which this situation never has: it is left out of the reply.',
        },
        { placeholder: '{next_try}' },
      ),
    })
  if (key === 'next_try_line' && !used.includes('next_try'))
    warnings.push({
      kind: 'no_value_here',
      placeholder: '{next_try}',
      message: words(
        {
          id: 'templateWarning.noNextTry',
          defaultMessage: 'Leaves out {placeholder}: the customer is not told when the next attempt is.',
        },
        { placeholder: '{next_try}' },
      ),
    })
  return warnings
}
