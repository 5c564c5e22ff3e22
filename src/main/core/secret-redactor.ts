/**
 * Removes every token this process has seen from text bound for a log.
 *
 * Messages are written never to contain a token in the first place; this is the second
 * line of defence for what cannot be written by us (a library's error text, a stack trace).
 */
export interface SecretRedactor {
  remember(secret: string): void
  redact(text: string): string
}

/** Shorter strings are too likely to occur by accident to be worth replacing. */
const MIN_SECRET_LENGTH = 4

export function createSecretRedactor(): SecretRedactor {
  const secrets = new Set<string>()
  return {
    remember(secret) {
      if (secret.length >= MIN_SECRET_LENGTH) secrets.add(secret)
    },
    redact(text) {
      let result = text
      for (const secret of secrets) result = result.split(secret).join('[redacted]')
      return result
    },
  }
}
