import type { ReactNode } from 'react'
import type { Field } from '../../shared/catalog/field'
import { FormattedMessage } from 'react-intl'
import { BETWEEN } from './between'

/**
 * Renders one server field: the valid value through `children`, or "unexpected value" with
 * the raw text. The raw text is a React text node (never markup, never a link), so a value
 * like `<img onerror>` or `javascript:` is shown, not run or followed.
 */
export function FieldValue<T>({
  field,
  children,
}: {
  readonly field: Field<T>
  readonly children: (value: T) => ReactNode
}) {
  if (field.ok) return <>{children(field.value)}</>
  return <UnexpectedValue raw={field.raw} reason={field.reason} />
}

export function UnexpectedValue({ raw, reason }: { readonly raw: string; readonly reason: string }) {
  return (
    <span className="unexpected" title={reason}>
      <span className="unexpected__label">
        <FormattedMessage id="field.unexpected" defaultMessage="unexpected value" />
      </span>
      {BETWEEN}
      <span className="unexpected__raw mono">{raw}</span>
    </span>
  )
}
