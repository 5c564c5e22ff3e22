import { useIntl } from 'react-intl'
import type { ReplySubject } from '../../shared/reply/advise'
import { useReplyComposer } from '../replies/use-reply-composer'
import { useNow } from '../ui/use-now'

/**
 * `Reply preview`: the reply as `Copy reply` writes it now, composed by the same composer, so
 * what the agent reads here is what the customer gets. Focusable, so a long reply scrolls by
 * keyboard too.
 */
export function ReplyPreview({
  catalog,
  subjects,
}: {
  readonly catalog: string
  readonly subjects: () => readonly ReplySubject[]
}) {
  const intl = useIntl()
  const { templates, compose } = useReplyComposer(catalog, subjects)
  const now = useNow()
  return (
    <section
      className="quick__preview"
      aria-label={intl.formatMessage({ id: 'quickAnswer.preview', defaultMessage: 'Reply preview' })}
      tabIndex={0}
    >
      {templates.isSuccess ? <p className="quick__reply">{compose(new Date(now))}</p> : null}
    </section>
  )
}
