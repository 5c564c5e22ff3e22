import { useIntl } from 'react-intl'
import { formatDecimal } from '../format/format-number'

/**
 * A price as the catalog sent it (`"3967.50"`), in the app language's number format
 * (`3.967,50`), every digit kept and no currency named (the catalog does not say which).
 * A component of its own, so a memoised table row's price follows a change of language.
 */
export function Price({ value }: { readonly value: string }) {
  const intl = useIntl()
  return <span className="num">{formatDecimal(value, intl.locale)}</span>
}
