import { z } from 'zod'
import { words, type Words } from '../i18n/words'
import { codePointName, firstHidden } from '../text/invisible-characters'
import { MAX_TEMPLATE_CHARS } from './templates'

// What one template's text may hold, apart from how templates make up a set
// (templates-schema.ts): the checks a customer's reply depends on, kept where they can be read
// whole. `refusal` lives here as these checks are its first users; the set's checks word their
// refusals with it too.

/**
 * Control characters other than line breaks and tabs (C0, DEL and C1: U+0085, U+009B…):
 * garbage or a trap in a help desk. Hidden characters (direction overrides, zero-width
 * spaces, tags, private use: shared/text/invisible-characters.ts) are refused on their own,
 * naming the one found, as the dialog cannot show it.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

/**
 * A refusal the window words in the app language: the English stays the issue's message (the
 * log's, and the tests'), the words travel in its params (zod-issue.ts's `words`), so the
 * dialog's "The templates were not saved: …" reads in one language throughout.
 */
export function refusal(message: string, said: Words) {
  return { message, params: { words: said } }
}

/**
 * The same characters no catalog value brings into a reply: what a template holds is what
 * the customer reads, and private use is how the composer holds a reply's values.
 */
function refuseHidden(text: string, context: z.RefinementCtx): void {
  const found = firstHidden(text)
  if (found === null) return
  const code = codePointName(found.char)
  const number = String([...text.slice(0, found.index)].length + 1)
  context.addIssue({
    code: 'custom',
    ...refusal(
      `a template may not hold characters that show nothing or turn text around: ${code} at character ${number}`,
      words(
        {
          id: 'templates.problem.templateHidden',
          defaultMessage:
            'a template may not hold characters that show nothing or turn text around (zero-width spaces, direction marks, private-use characters): {code} at character {number}',
        },
        { code, number },
      ),
    ),
  })
}

/** A template's text; Windows line breaks (a file saved on Windows) are read as plain ones. */
export const templateText = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .refine(
        (text) => text.length <= MAX_TEMPLATE_CHARS,
        refusal(
          `a template is at most ${MAX_TEMPLATE_CHARS} characters`,
          words(
            {
              id: 'templates.problem.templateTooLong',
              defaultMessage: 'a template is at most {max} characters',
            },
            { max: String(MAX_TEMPLATE_CHARS) },
          ),
        ),
      )
      .refine(
        (text) => !CONTROL.test(text),
        refusal(
          'a template may hold line breaks and tabs, but no other control characters',
          words({
            id: 'templates.problem.templateControl',
            defaultMessage: 'a template may hold line breaks and tabs, but no other control characters',
          }),
        ),
      )
      .superRefine(refuseHidden),
  )
