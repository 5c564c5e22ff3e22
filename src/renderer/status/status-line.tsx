import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { SingleItem } from '../../shared/catalog'
import { situationOf } from '../../shared/reply/advise'
import { itemParagraph } from '../../shared/reply/compose-reply'
import { wordingFor } from '../../shared/reply/wording'
import { useNow } from '../ui/use-now'
import { useReplySet } from '../replies/use-reply-set'
import { useReplyLanguageInUse } from '../replies/use-reply-language'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { readChoices } from '../replies/error-choices'
import { useErrorChoices } from '../replies/ticket-state'
import { useWordText } from '../format/word-text'
import { StatusBadge } from './status-badge'

/**
 * The status once: the badge, what the item's situation means (read from its status and its
 * fields together, shared/reply/advise.ts; in the app language, for the agent) and what to tell
 * the customer: the reply's own
 * sentence for this item, in the reply language and wording `Copy reply` uses. A term/definition
 * pair like every field, its term read by screen readers only.
 */
export function StatusLine({ catalog, item }: { readonly catalog: string; readonly item: SingleItem }) {
  const now = new Date(useNow())
  const { language } = useReplyLanguageInUse(catalog)
  const catalogTimeZone = useCatalogTimeZone()
  const options = { ...wordingFor(useReplySet().data, language), language, now, catalogTimeZone }
  const chosen = useErrorChoices()
  // The agent's choice for an error the lead's table does not know (ErrorChoice beside this line).
  const { choices } = readChoices([{ kind: 'item', item }], { ...options, catalog, chosen })
  const advice = situationOf({ kind: 'item', item }, { ...options, choices })
  const tellCustomer = itemParagraph(advice, options)
  const wordText = useWordText()
  return (
    <dl className="status-line">
      <dt className="visually-hidden">
        <FormattedMessage id="detail.term.status" defaultMessage="Status" />
      </dt>
      <dd className="status-line__value">
        <StatusBadge status={item.status} size="large" />
        <span className="status-line__text">
          {/* One message: each language places the label and the customer's sentence. */}
          <FormattedMessage
            id="statusLine.text"
            defaultMessage={'{meaning} <tell><label>Tell the customer:</label> {reply}</tell>'}
            values={{
              meaning: <span className="status-line__meaning">{wordText(advice.meaning)}</span>,
              tell: (chunks: ReactNode[]) => (
                <span className="status-line__tell" title={tellCustomer}>
                  {chunks}
                </span>
              ),
              label: (chunks: ReactNode[]) => <span className="status-line__tell-label">{chunks}</span>,
              reply: <span lang={language}>{tellCustomer}</span>,
            }}
          />
        </span>
      </dd>
    </dl>
  )
}
