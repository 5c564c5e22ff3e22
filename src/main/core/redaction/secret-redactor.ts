/**
 * THE redactor: removes secrets from text bound for a log, a dialog or the window.
 *
 * Messages are written never to contain a token in the first place; this is the second line
 * of defence for what we do not write ourselves (a library's error text, a stack trace, and
 * above all what a catalog sends back, which may echo the Authorization header). Core and
 * shell both use it: the core for its log and for everything that crosses IPC (every reply and
 * every event: errors cleaned for display as well, data masked only), the shell for its log
 * and fatal-error dialogs.
 */
export interface SecretRedactor {
  remember(secret: string): void
  redact(text: string): string
  /** A copy of `value` with every string in it redacted and cleaned for display (see `cleanForWindow`). */
  redactForWindow<T>(value: T): T
  /**
   * `value` with every remembered secret and any `Bearer …` value masked in every string, and
   * nothing else changed: for data (a reply's items, an event's payload), which the window shows
   * as the catalog sent it. The same object comes back when nothing needed masking, so the
   * common case costs a walk, not a copy.
   */
  redactData<T>(value: T): T
}

/** Shorter strings are too likely to occur by accident to be worth replacing. */
export const MIN_SECRET_LENGTH = 4
/** Any `Bearer …` credential is masked even when its token was never seen by this process. */
const BEARER = /Bearer\s+[^\s"',;]+/gi
/** Longest text shown in the window from one error field: enough for any message we write. */
export const MAX_WINDOW_TEXT = 4000

/** `text` with every remembered secret and any `Bearer …` value replaced by `[redacted]`. */
export function redactSecrets(text: string, secrets: Iterable<string>): string {
  let result = text.replace(BEARER, 'Bearer [redacted]')
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && result.includes(secret))
      result = result.split(secret).join('[redacted]')
  }
  return result
}

/** Text as the window may show it: no control characters or direction overrides, bounded length. */
export function cleanForWindow(text: string, max = MAX_WINDOW_TEXT): string {
  // Control characters could fake lines; text-direction overrides could make a message read
  // differently from what it says (a URL shown backwards).
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]+/g, ' ')
  return plain.length > max ? `${plain.slice(0, max)}…` : plain
}

/** Deeper than any value the app sends; what lies below is replaced, never passed on unread. */
export const MAX_WINDOW_DEPTH = 8
export const TOO_DEEP = '[omitted: nested too deep]'

/** `value` with `map` applied to every string, sharing every part in which nothing changed. */
function mapStrings(value: unknown, map: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return map(value)
  if (value === null || typeof value !== 'object') return value
  // Returning such an object as it is would hand its strings to the window unredacted.
  if (depth > MAX_WINDOW_DEPTH) return TOO_DEEP
  if (Array.isArray(value)) {
    const entries = value.map((entry) => mapStrings(entry, map, depth + 1))
    return entries.some((entry, index) => entry !== value[index]) ? entries : value
  }
  let changed = false
  const entries = Object.entries(value).map(([key, entry]) => {
    const masked = [map(key), mapStrings(entry, map, depth + 1)] as const
    changed ||= masked[0] !== key || masked[1] !== entry
    return masked
  })
  return changed ? Object.fromEntries(entries) : value
}

// Stryker disable next-line ArrayDeclaration: a default entry only changes text that contains it, which no test can name in advance
export function createSecretRedactor(initial: Iterable<string> = []): SecretRedactor {
  const secrets = new Set<string>()
  const redactor: SecretRedactor = {
    // Short ones are kept too and skipped when redacting (redactSecrets): one rule, one place.
    remember(secret) {
      secrets.add(secret)
    },
    redact: (text) => redactSecrets(text, secrets),
    redactForWindow: <T>(value: T) =>
      mapStrings(value, (text) => cleanForWindow(redactor.redact(text)), 0) as T,
    redactData: <T>(value: T) => mapStrings(value, redactor.redact, 0) as T,
  }
  for (const secret of initial) redactor.remember(secret)
  return redactor
}

/** A log function that redacts everything it writes. */
export function createRedactingLog(write: (line: string) => void, redactor: Pick<SecretRedactor, 'redact'>) {
  return (line: string) => write(redactor.redact(line))
}
