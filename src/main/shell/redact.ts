/**
 * Removes secrets from text on its way to a log or a dialog.
 *
 * The shell knows one secret itself (a token given in CATALOG_API_TOKEN for this run); any
 * `Bearer …` value is masked too, in case a header ever ends up in an error message.
 * Secrets shorter than 4 characters are not masked: replacing every "a" would make logs
 * unreadable, and no usable token is that short.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text.replace(/Bearer\s+[^\s"',;]+/gi, 'Bearer [redacted]')
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]')
  }
  return result
}

/** A log function that redacts everything it writes. */
export function createRedactingLog(
  write: (line: string) => void,
  secrets: readonly string[],
): (line: string) => void {
  return (line) => write(redactSecrets(line, secrets))
}
