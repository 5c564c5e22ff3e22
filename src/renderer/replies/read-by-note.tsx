import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorReadBy } from '../../shared/reply/advise'
import { errorMeaning, type ErrorMeaning } from '../../shared/reply/error-meanings'
import { defineMessage } from '../../shared/i18n/words'

/**
 * Which row read an item's error, beside the item: "Read by your team's table: inventory
 * private", so an agent sees why the reply says what it says, and whose table to change when
 * it is wrong. The pane names the row's words too; a lookup row, short of room, keeps the whole
 * sentence with them in its title.
 */
export function ReadByNote({
  meaning,
  readBy,
  place,
}: {
  readonly meaning: ErrorMeaning
  readonly readBy: ErrorReadBy
  readonly place: 'row' | 'pane'
}) {
  const intl = useIntl()
  const values = {
    table: readBy.table,
    meaning: intl.formatMessage(errorMeaning(meaning).short),
    row: readBy.row.contains,
  }
  return (
    <span
      className={`error-read-by error-read-by--${place}`}
      title={
        place === 'row'
          ? intl.formatMessage(
              {
                id: 'replyTools.errorRead.byRow',
                defaultMessage:
                  "Read by {table, select, team {your team's table} own {your table} other {the default table}}: {meaning}, by the row “{row}”",
              },
              values,
            )
          : undefined
      }
    >
      <FormattedMessage
        {...(place === 'pane'
          ? defineMessage({
              id: 'replyTools.errorRead.byRow',
              defaultMessage:
                "Read by {table, select, team {your team's table} own {your table} other {the default table}}: {meaning}, by the row “{row}”",
            })
          : defineMessage({
              id: 'replyTools.errorRead.by',
              defaultMessage:
                "Read by {table, select, team {your team's table} own {your table} other {the default table}}: {meaning}",
            }))}
        values={values}
      />
    </span>
  )
}
