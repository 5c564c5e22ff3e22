import { z } from 'zod'
import { words, type Words } from '../../../shared/i18n/words'
import { tooBig } from './team-fetch'
import type { PathFacts } from './team-file'

/**
 * A path's reading as the service uses it: the reader process's facts (team-file.ts) checked
 * again here, since they cross a process boundary, and worded.
 */
export type FileReading =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'read'; readonly text: string; readonly mtimeMs: number }
  | { readonly kind: 'failed'; readonly reason: Words; readonly advice: 'address' | 'file' }

const factsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('unchanged') }),
  z.strictObject({ kind: z.literal('read'), text: z.string(), mtimeMs: z.number() }),
  z.strictObject({ kind: z.literal('too-big') }),
  z.strictObject({
    kind: z.literal('not-a-file'),
    what: z.enum(['folder', 'fifo', 'socket', 'device', 'other']),
  }),
  z.strictObject({ kind: z.literal('error'), code: z.string().max(120) }),
]) satisfies z.ZodType<PathFacts>

/** The reader's answer as a reading; anything else it could send is a failure that says so. */
export function fileReadingFrom(answer: unknown, maxBytes: number): FileReading {
  const parsed = factsSchema.safeParse(answer)
  if (!parsed.success) return unreadable('an answer the app does not know')
  const facts = parsed.data
  switch (facts.kind) {
    case 'unchanged':
      return facts
    case 'read':
      // The reader has the bound too; one it passes is not taken on its word.
      return facts.text.length > maxBytes
        ? { kind: 'failed', reason: tooBig(maxBytes), advice: 'file' }
        : facts
    case 'too-big':
      return { kind: 'failed', reason: tooBig(maxBytes), advice: 'file' }
    case 'not-a-file':
      return {
        kind: 'failed',
        reason:
          facts.what === 'folder'
            ? words({ id: 'team.read.folder', defaultMessage: 'that path is a folder, not a file' })
            : words(
                {
                  id: 'team.read.notAFile',
                  defaultMessage:
                    '{what, select, fifo {that path is a named pipe (FIFO), not a file} socket {that path is a socket, not a file} device {that path is a device, not a file} other {that path is not an ordinary file}}',
                },
                { what: facts.what },
              ),
        advice: 'address',
      }
    case 'error':
      return { kind: 'failed', reason: errorWords(facts.code), advice: 'address' }
  }
}

/** A read that ended without the reader's answer (it stopped, or never started). */
export function unreadable(code: string): FileReading {
  return {
    kind: 'failed',
    reason: words(
      { id: 'team.read.fileUnreadable', defaultMessage: 'the file could not be read ({code})' },
      { code },
    ),
    advice: 'address',
  }
}

function errorWords(code: string): Words {
  if (code === 'ENOENT')
    return words({ id: 'team.read.noFile', defaultMessage: 'there is no file at that path' })
  if (code === 'EACCES' || code === 'EPERM')
    return words({ id: 'team.read.notAllowed', defaultMessage: 'this account may not read that file' })
  if (code === 'ENOTDIR')
    return words({ id: 'team.read.noFolder', defaultMessage: 'a folder on that path does not exist' })
  return words(
    { id: 'team.read.fileUnreadable', defaultMessage: 'the file could not be read ({code})' },
    { code },
  )
}
