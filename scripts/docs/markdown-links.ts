/**
 * The links and images of the project's Markdown pages, read the way GitHub renders them, so
 * a test can prove each one leads somewhere.
 *
 * A small reader rather than a Markdown library: the pages use inline links, images and the
 * odd `<img src>`, and a fenced code block is the only place a bracket must not count. GitHub's
 * heading anchors follow github-slugger's rule (lower case, punctuation but `-` and `_` dropped,
 * spaces to `-`, a repeated heading numbered `-1`, `-2`).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface MarkdownLink {
  /** The page the link is on, relative to the repository root. */
  readonly page: string
  readonly line: number
  readonly target: string
  readonly image: boolean
}

const FENCE = /^\s*(```|~~~)/
const INLINE = /(!?)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g
const HTML_IMAGE = /<img\b[^>]*\bsrc="([^"]+)"/g

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { line: number; text: string; raw: string }[] {
  const lines: { line: number; text: string; raw: string }[] = []
  let fenced = false
  text.split('\n').forEach((line, index) => {
    if (FENCE.test(line)) {
      fenced = !fenced
      return
    }
    // Code spans hold no links, but a heading keeps their words in its anchor.
    if (!fenced) lines.push({ line: index + 1, text: line.replace(/`[^`]*`/g, ''), raw: line })
  })
  return lines
}

export function linksIn(text: string, page: string): MarkdownLink[] {
  return proseLines(text).flatMap(({ line, text: prose }) => [
    ...[...prose.matchAll(INLINE)].map((match) => ({
      page,
      line,
      target: match[2] ?? '',
      image: match[1] === '!',
    })),
    ...[...prose.matchAll(HTML_IMAGE)].map((match) => ({
      page,
      line,
      target: match[1] ?? '',
      image: true,
    })),
  ])
}

/** Whether a link leaves the repository (a web address, mail) rather than naming a file. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target)
}

export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor GitHub gives the page's headings. */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const { raw: line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = slugOf((heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** The Markdown pages people read: the top-level ones and everything under docs/. */
export function markdownPages(root: string): string[] {
  const top = readdirSync(root).filter((name) => name.endsWith('.md'))
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return walk(path)
      return entry.name.endsWith('.md') ? [relative(root, path)] : []
    })
  return [...top, ...walk(join(root, 'docs')), 'bench/README.md'].sort()
}

export function readPage(root: string, page: string): string {
  return readFileSync(join(root, page), 'utf8')
}
