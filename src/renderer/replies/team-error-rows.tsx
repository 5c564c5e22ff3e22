import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorTable } from '../../shared/reply/error-table'
import { errorMeaning, type ErrorMeaning } from '../../shared/reply/error-meanings'

/**
 * The side a row's cause is on, from its meaning (error-meanings.ts): the lead sees that a
 * customer's-side row will not read an error that names the store's bot, and why.
 */
export function ErrorRowSide({ means }: { readonly means: ErrorMeaning }) {
  return (
    <span className="catalog-errors__side">
      <FormattedMessage
        id="replyTools.catalogErrors.side"
        defaultMessage={
          "{side, select, customer {Cause on the customer's side} store {Cause on our side} steam {Cause at Steam} offer {Cause: the trade offer} other {No cause named}}"
        }
        values={{ side: errorMeaning(means).side ?? 'none' }}
      />
    </span>
  )
}

/**
 * The team's catalog error rows, read-only above the agent's own in `Catalog errors`: the
 * reply tries them with the agent's, a team row winning over one of the agent's with the same
 * words (team-templates.ts), so the agent sees which texts the team has already decided, as
 * the team's boxes show theirs. Each row says `Set by your team`.
 */
export function TeamErrorRows({ rows }: { readonly rows: ErrorTable }) {
  const id = useId()
  const intl = useIntl()
  if (rows.length === 0) return null
  const note = (chunks: ReactNode[]) => (
    <span id={`${id}-note`} className="reply-templates__team-note">
      {chunks}
    </span>
  )
  return (
    <>
      <p className="reply-templates__help">
        <FormattedMessage
          id="templates.teamErrors.note"
          defaultMessage={
            "<note>Set by your team</note>: tried with your rows below; where a row of yours has the same words, the team's row counts."
          }
          values={{ note }}
        />
      </p>
      <ol
        className="catalog-errors__rows"
        aria-label={intl.formatMessage({
          id: 'templates.teamErrors.label',
          defaultMessage: 'Team catalog errors',
        })}
      >
        {rows.map((row, index) => (
          <li key={`${index}-${row.contains}`}>
            <div
              role="group"
              aria-label={intl.formatMessage(
                { id: 'templates.teamErrors.row', defaultMessage: 'Team error {number, number}' },
                { number: index + 1 },
              )}
              className="catalog-errors__row"
            >
              <input
                type="text"
                className="input catalog-errors__text"
                aria-label={intl.formatMessage({
                  id: 'templates.teamErrors.contains',
                  defaultMessage: 'Error text contains',
                })}
                aria-describedby={`${id}-note`}
                value={row.contains}
                readOnly
              />
              <input
                type="text"
                className="input catalog-errors__means"
                aria-label={intl.formatMessage({ id: 'templates.teamErrors.means', defaultMessage: 'Means' })}
                aria-describedby={`${id}-note`}
                value={intl.formatMessage(errorMeaning(row.means).label)}
                readOnly
              />
              <ErrorRowSide means={row.means} />
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}
