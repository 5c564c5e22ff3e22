import { useId } from 'react'
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
        Your name
      </label>
      <p id={`${id}-help`} className="reply-templates__effect">
        Fills <code>{'{agent_name}'}</code>, as in the default signature. Yours only: Export… leaves it out.
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
