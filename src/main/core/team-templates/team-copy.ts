import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { replyTemplatesSchema, type StoredReplyTemplates } from '../../../shared/reply/templates-schema'
import { writeFileAtomic } from '../settings/atomic-write'
import { describePath, firstIssue } from '../zod-issue'

/**
 * The last good team set, kept next to settings.json so a restart with the source out of
 * reach (a share not yet mounted, the intranet down) still replies in the team's words. With
 * it: what to send next time to hear "unchanged" (the ETag, Last-Modified, or the file's
 * modification time), valid only for the source it came from.
 */
export const TEAM_COPY_FILE_NAME = 'team-templates.json'

const copySchema = z.strictObject({
  source: z.string(),
  setVersion: z.number().int().positive().nullable(),
  set: replyTemplatesSchema,
  readAt: z.number().int().nonnegative(),
  etag: z.string().nullable(),
  lastModified: z.string().nullable(),
  mtimeMs: z.number().nullable(),
})

export interface TeamCopy {
  /** The source as described (describeTeamSource), to know whose copy it is. */
  readonly source: string
  readonly setVersion: number | null
  readonly set: StoredReplyTemplates
  /** When this copy was read (epoch ms). */
  readonly readAt: number
  readonly etag: string | null
  readonly lastModified: string | null
  readonly mtimeMs: number | null
}

/** The kept copy, or null (none yet, or one that cannot be read: it is then read again from the source). */
export async function loadTeamCopy(dir: string, log: (line: string) => void): Promise<TeamCopy | null> {
  let text: string
  try {
    // Stryker disable next-line StringLiteral: equivalent: without an encoding the bytes come back, and JSON.parse reads them as UTF-8 too
    text = await readFile(join(dir, TEAM_COPY_FILE_NAME), 'utf8')
  } catch {
    return null
  }
  try {
    const parsed = copySchema.safeParse(JSON.parse(text))
    if (parsed.success) return parsed.data
    const issue = firstIssue(parsed.error)
    log(`team templates: the kept copy could not be read: ${describePath(issue.path)}: ${issue.message}`)
  } catch {
    log('team templates: the kept copy is not JSON')
  }
  return null
}

export async function saveTeamCopy(dir: string, copy: TeamCopy): Promise<void> {
  await writeFileAtomic(join(dir, TEAM_COPY_FILE_NAME), `${JSON.stringify(copy, null, 2)}\n`)
}
