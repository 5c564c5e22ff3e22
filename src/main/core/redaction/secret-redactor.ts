import { escapeControls } from './escape-controls'
import { holdsSecret, replaceSecret, spelledSecret, type SpelledSecret } from './secret-spellings'

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
   * `value` with every remembered secret masked in every string, and nothing else changed: for
   * data (a reply's items, an event's payload), which the window shows as the catalog sent it.
   * No `Bearer …` heuristic here: an item may be called "Standard Bearer (Gold)", and data
   * carries only what the catalog said, with our tokens already taken out where it was parsed.
   * The same object comes back when nothing needed masking, so the common case costs a walk,
   * not a copy.
   */
  redactData<T>(value: T): T
  /**
   * `encode(value)`, with `value` passed through `redactData` first when the text shows that
   * one of its strings holds a remembered secret: JSON text spells a string's characters with
   * backslashes at most, which the spellings allow, so one search per secret spares the common
   * case (an item page with no echo in it) a walk of every value. Never masks the text itself,
   * which could cut through a JSON escape.
   */
  encodeRedacted<T, Text extends string>(value: T, encode: (value: T) => Text): Text
}

/** Shorter strings are too likely to occur by accident to be worth replacing. */
export const MIN_SECRET_LENGTH = 4
/** Any `Bearer …` credential is masked even when its token was never seen by this process. */
const BEARER = /Bearer\s+[^\s"',;]+/gi
/** Longest text shown in the window from one error field: enough for any message we write. */
export const MAX_WINDOW_TEXT = 4000

export const REDACTED = '[redacted]'

/**
 * `text` with every secret (at least MIN_SECRET_LENGTH long), in every spelling an echo may
 * give it (secret-spellings.ts), replaced by `[redacted]`.
 */
export function removeSecrets(text: string, secrets: Iterable<SpelledSecret>): string {
  let result = text
  for (const secret of secrets) {
    if (secret.literal.length >= MIN_SECRET_LENGTH) result = replaceSecret(result, secret, REDACTED)
  }
  return result
}

/**
 * `text` with every remembered secret and any `Bearer …` value replaced by `[redacted]`: for
 * log lines and error words, where a credential we never saw (a proxy's) may turn up too.
 */
export function redactSecrets(text: string, secrets: Iterable<SpelledSecret>): string {
  return removeSecrets(text.replace(BEARER, `Bearer ${REDACTED}`), secrets)
}

/** Text as the window may show it: tricky characters escaped (line breaks and tabs kept), bounded length. */
export function cleanForWindow(text: string, max = MAX_WINDOW_TEXT): string {
  const plain = escapeControls(text, '\n\t')
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
  const remembered = new Map<string, SpelledSecret>()
  const secrets = remembered.values.bind(remembered)
  const redactor: SecretRedactor = {
    // Short ones are kept too and skipped when redacting (removeSecrets): one rule, one place.
    remember(secret) {
      if (!remembered.has(secret)) remembered.set(secret, spelledSecret(secret))
    },
    redact: (text) => redactSecrets(text, secrets()),
    redactForWindow: <T>(value: T) =>
      mapStrings(value, (text) => cleanForWindow(redactor.redact(text)), 0) as T,
    redactData: <T>(value: T) => mapStrings(value, (text) => removeSecrets(text, secrets()), 0) as T,
    encodeRedacted(value, encode) {
      const text = encode(value)
      const echoed = [...secrets()].some(
        (secret) => secret.literal.length >= MIN_SECRET_LENGTH && holdsSecret(text, secret),
      )
      return echoed ? encode(redactor.redactData(value)) : text
    },
  }
  for (const secret of initial) redactor.remember(secret)
  return redactor
}

/** A log line as written: secrets masked, and every tricky character escaped, so one line stays one line. */
export function lineForLog(line: string, redactor: Pick<SecretRedactor, 'redact'>): string {
  return escapeControls(redactor.redact(line))
}

/** A log function that redacts and escapes everything it writes. */
export function createRedactingLog(write: (line: string) => void, redactor: Pick<SecretRedactor, 'redact'>) {
  return (line: string) => write(lineForLog(line, redactor))
}
