/**
 * One rule for Chinese text mixed with Latin letters and digits, the one the major Chinese
 * software style guides share: one half-width space (U+0020) between a Han character and a
 * Latin letter or an Arabic digit, on either side ("您的 Steam 库存", "发送 AK-47",
 * "ID 为 57 的物品", "11 月 23 日"), and none between either of them and full-width punctuation
 * ("（ID 1042）", "Steam。").
 * - 中文文案排版指北 (github.com/sparanoid/chinese-copywriting-guidelines, followed by many
 *   Chinese products): "中英文之间需要增加空格", "中文与数字之间需要增加空格",
 *   "全角标点与其他字符之间不加空格".
 * - W3C Requirements for Chinese Text Layout (clreq) §3.2.2: space between Han and Western
 *   letters or digits, none at the start or end of a line; a U+0020 space is the plain-text way.
 * - Microsoft's Chinese pages and Apple's China site set Latin words and numbers off with a
 *   half-width space, dates included ("2022 年 12 月"); Google's pages do the same but for dates.
 * Dates follow the majority: a reply writes "11 月 23 日", as Microsoft and Apple do.
 */

const HAN = /\p{Script=Han}/u
/** Latin letters (accented ones included) and ASCII digits: what the rule sets off. */
const LATIN_OR_DIGIT = /[\p{Script=Latin}0-9]/u
/**
 * Full-width punctuation: its own width is the gap, so no space stands beside it. Curly quotes
 * are Chinese quotation marks here; "…" and "—" are left out, as Latin text writes them too.
 */
const FULL_WIDTH =
  /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u2018\u2019\u201c\u201d]/u

/** Whether the rule puts a space between these two neighbouring characters. */
export function needsHanLatinGap(left: string, right: string): boolean {
  return (HAN.test(left) && LATIN_OR_DIGIT.test(right)) || (LATIN_OR_DIGIT.test(left) && HAN.test(right))
}

const TOUCHING = /(\p{Script=Han})(?=[\p{Script=Latin}0-9])|([\p{Script=Latin}0-9])(?=\p{Script=Han})/gu

/** `text` with a space wherever a Han character touches a Latin letter or a digit. */
export function spacedHanLatin(text: string): string {
  return text.replace(
    TOUCHING,
    (_all, han: string | undefined, latin: string | undefined) => `${han ?? latin} `,
  )
}

/** Every place `text` breaks the rule, as the few characters around it: empty when it keeps it. */
export function hanLatinSpacingFaults(text: string): string[] {
  const faults: string[] = []
  const chars = [...text]
  chars.forEach((char, index) => {
    const next = chars[index + 1]
    const after = chars[index + 2]
    const around = chars.slice(Math.max(0, index - 2), index + 4).join('')
    if (next !== undefined && needsHanLatinGap(char, next)) faults.push(`no space: ${around}`)
    const spaced = next === ' ' && after !== undefined
    if (spaced && (FULL_WIDTH.test(char) || FULL_WIDTH.test(after)))
      faults.push(`space by punctuation: ${around}`)
    if (spaced && HAN.test(char) && HAN.test(after)) faults.push(`space between Han: ${around}`)
  })
  return faults
}
