import { z } from 'zod'
import { words } from '../i18n/words'
import { MAX_ACCELERATOR_LENGTH, readAccelerator, SHORTCUT_PROBLEM } from './accelerator'

/**
 * A shortcut as the settings, the policy and the IPC contract take it: read, then canonical.
 * Apart from accelerator.ts, which the window's settings dialog reads a key press with: the
 * window validates nothing with zod, and this module would bring zod into that dialog's chunk.
 */
export const acceleratorSchema = z
  .string()
  .max(MAX_ACCELERATOR_LENGTH)
  .transform((text, context) => {
    const read = readAccelerator(text)
    if (read.ok) return read.accelerator
    context.addIssue({
      code: 'custom',
      // Stryker disable next-line StringLiteral: equivalent: the words say it; the message is only for the log
      message: `not a shortcut (${read.problem})`,
      params: { problem: read.problem, words: words(SHORTCUT_PROBLEM, { problem: read.problem }) },
    })
    return z.NEVER
  })
