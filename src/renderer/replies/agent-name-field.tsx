import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { MAX_AGENT_NAME_CHARS } from '../../shared/reply/templates'

/** `Your name`: fills `{agent_name}` (the default signature). The agent's own: never exported. */
export function AgentNameField({
  value,
  onChange,
}: {
  readonly value: string
  readonly onChange: (name: string) => void
}) {
  const id = useId()
  return (
    <div className="reply-templates__field">
      <label htmlFor={id} className="reply-templates__shared-label">
        <FormattedMessage id="replyTools.agentName" defaultMessage="Your name" />
      </label>
      <p id={`${id}-help`} className="reply-templates__effect">
        <FormattedMessage
          id="replyTools.agentName.help"
          defaultMessage={
            'Fills <code>{placeholder}</code>, as in the default signature. Yours only: Export… leaves it out.'
          }
          // The placeholder as typed in a template: the same in every language.
          values={{ placeholder: '{agent_name}', code: (chunks) => <code>{chunks}</code> }}
        />
      </p>
      <input
        id={id}
        type="text"
        className="input"
        maxLength={MAX_AGENT_NAME_CHARS}
        autoComplete="name"
        value={value}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
