import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SingleItem } from '../../shared/catalog'
import type { Field } from '../../shared/catalog/field'
import { parseMicroTimestamp, parseServerTimestamp } from '../../shared/catalog/timestamps'
import { WarningIcon } from '../ui/icons'
import { FieldValue } from '../ui/field-value'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { CatalogZoneOffer, DASH, ServerTime, UtcInstant } from './time-values'
import { detailTermWords, type DetailTerm } from '../../shared/detail-terms'
import { BETWEEN } from '../ui/between'

interface Step {
  readonly term: DetailTerm
  readonly node: ReactNode
  /** When it happened, for the order; null when unknown (it keeps its place after the step before). */
  readonly at: Date | null
  readonly tone?: 'error'
  /** A step that belongs to the one before it (Error date under Error). */
  readonly attached?: boolean
}

const dateOf = (field: Field<string | null>, parse: (value: string) => Date | null): Date | null =>
  field.ok && field.value !== null ? parse(field.value) : null

/**
 * The delivery as a story, in time order: bought → sent → last send → the error where it
 * happened → next try. Every time in one format (the app language's date and time + how long
 * ago, time-values.tsx; the catalog's zone-less times marked with the catalog's zone when it
 * is set, else "server time", with an offer to set it). Terms are those of the UI contract, so
 * each value is still a term/definition pair.
 */
export function DeliveryTimeline({ item }: { readonly item: SingleItem }) {
  const intl = useIntl()
  const zone = useCatalogTimeZone()
  const hasError = !item.error_message.ok || item.error_message.value !== null
  const errorAt = dateOf(item.error_date, parseServerTimestamp)
  const steps: Step[] = [
    {
      term: 'Bought at',
      at: dateOf(item.bought_at, parseMicroTimestamp),
      node: <FieldValue field={item.bought_at}>{(at) => <UtcInstant value={at} />}</FieldValue>,
    },
    {
      term: 'Send date',
      at: dateOf(item.send_date, parseServerTimestamp),
      node: <FieldValue field={item.send_date}>{(at) => <ServerTime value={at} zone={zone} />}</FieldValue>,
    },
    {
      term: 'Last send',
      at: dateOf(item.last_send, parseServerTimestamp),
      node: <FieldValue field={item.last_send}>{(at) => <ServerTime value={at} zone={zone} />}</FieldValue>,
    },
  ]
  const error: Step[] = [
    {
      term: 'Error',
      at: errorAt,
      tone: hasError ? 'error' : undefined,
      node: (
        <FieldValue field={item.error_message}>
          {(message) =>
            message === null ? (
              <span className="empty">
                <FormattedMessage id="detail.none" defaultMessage="none" />
              </span>
            ) : (
              <span className="timeline__error">
                <WarningIcon />
                {BETWEEN}
                {message}
              </span>
            )
          }
        </FieldValue>
      ),
    },
  ]
  error.push({
    term: 'Error date',
    at: errorAt,
    tone: hasError ? 'error' : undefined,
    attached: true,
    node: <FieldValue field={item.error_date}>{(at) => <ServerTime value={at} zone={zone} />}</FieldValue>,
  })
  const ordered = placeByTime(steps, error)
  ordered.push({
    term: 'Next try',
    at: null,
    node: (
      <FieldValue field={item.next_try}>
        {(at) =>
          at === null ? (
            <span className="empty">
              <FormattedMessage
                id="detail.noneScheduled"
                defaultMessage={'{dash} none scheduled'}
                values={{ dash: DASH }}
              />
            </span>
          ) : (
            <ServerTime value={at} zone={zone} />
          )
        }
      </FieldValue>
    ),
  })
  const serverTimes = [item.send_date, item.last_send, item.error_date, item.next_try]
  const showsServerTime = serverTimes.some((field) => field.ok && field.value !== null)
  return (
    <>
      <dl
        className="timeline"
        aria-label={intl.formatMessage({ id: 'pane.timeline', defaultMessage: 'Delivery timeline' })}
      >
        {ordered.map((step) => (
          <div
            key={step.term}
            className={`timeline__step${step.tone === 'error' ? ' timeline__step--error' : ''}${step.attached ? ' timeline__step--attached' : ''}`}
          >
            <dt className="timeline__term">
              <FormattedMessage {...detailTermWords(step.term)} />
            </dt>
            <dd className="timeline__value">{step.node}</dd>
          </div>
        ))}
      </dl>
      {zone === null && showsServerTime ? <CatalogZoneOffer /> : null}
    </>
  )
}

/**
 * Puts the error (with its date) among the other steps where its date falls; without a
 * readable date it goes after the last send, where a failed send would be.
 */
function placeByTime(steps: readonly Step[], error: readonly Step[]): Step[] {
  const at = error[0]?.at ?? null
  if (at === null) return [...steps, ...error]
  const index = steps.findIndex((step) => step.at !== null && step.at.getTime() > at.getTime())
  return index === -1 ? [...steps, ...error] : [...steps.slice(0, index), ...error, ...steps.slice(index)]
}
