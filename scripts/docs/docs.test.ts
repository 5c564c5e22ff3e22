import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SCREENSHOTS } from '../../e2e/support/screenshot-list'
import { inEnglish } from '../../src/shared/i18n/english.test-support'
import { ERROR_MEANINGS } from '../../src/shared/reply/error-meanings'
import { SITUATIONS } from '../../src/shared/reply/situations'
import { anchorsOf, isExternal, linksIn, markdownPages, readPage, slugOf } from './markdown-links'

const root = resolve(import.meta.dirname, '..', '..')
/** The README's length bound: a newcomer reads it in five minutes (issue 45). */
const README_MAX_WORDS = 900

const pages = markdownPages(root)
const links = pages.flatMap((page) => linksIn(readPage(root, page), page))
const local = links.filter((link) => !isExternal(link.target))

/** Counted as `wc -w` counts: runs of non-space characters, code included. */
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('the Markdown reader', () => {
  it('finds links and images outside code, and not inside it', () => {
    const text = [
      'See [the guide](docs/guide/README.md) and ![a screen](images/a.png "title").',
      '`[not](a-link.md)` in code',
      '```sh',
      '[also not](inside-fence.md)',
      '```',
      '<img src="docs/b.png" alt="b">',
    ].join('\n')
    expect(linksIn(text, 'x.md').map((link) => [link.target, link.image, link.line])).toEqual([
      ['docs/guide/README.md', false, 1],
      ['images/a.png', true, 1],
      ['docs/b.png', true, 6],
    ])
  })

  it('gives headings the anchors GitHub gives them', () => {
    expect(slugOf('When the Electron runtime is missing')).toBe('when-the-electron-runtime-is-missing')
    expect(slugOf('How `npm install` builds the keychain module')).toBe(
      'how-npm-install-builds-the-keychain-module',
    )
    expect(slugOf('Security: where the token lives')).toBe('security-where-the-token-lives')
    expect([...anchorsOf('# A\n## B\n## B\n```\n# not a heading\n```')]).toEqual(['a', 'b', 'b-1'])
    expect([...anchorsOf('## Links (`catalog-browser://`)')]).toEqual(['links-catalog-browser'])
  })

  it('tells web addresses from files', () => {
    expect(isExternal('https://example.com')).toBe(true)
    expect(isExternal('mailto:team@example.com')).toBe(true)
    expect(isExternal('docs/admin/install.md')).toBe(false)
    expect(isExternal('#quick-start')).toBe(false)
  })
})

describe('the README and docs/', () => {
  it('are found', () => {
    expect(pages).toContain('README.md')
    expect(local.length).toBeGreaterThan(0)
  })

  it.each(local.map((link) => [`${link.page}:${link.line} → ${link.target}`, link] as const))(
    'link %s resolves',
    (_name, link) => {
      const [path = '', anchor] = link.target.split('#')
      const file = path === '' ? join(root, link.page) : resolve(root, dirname(link.page), decodeURI(path))
      expect(existsSync(file), `${link.target} names no file`).toBe(true)
      if (link.image) expect(statSync(file).size, `${link.target} is empty`).toBeGreaterThan(0)
      if (anchor) {
        expect(file.endsWith('.md'), `${link.target}: an anchor into a file that is not a page`).toBe(true)
        expect([...anchorsOf(readFileSync(file, 'utf8'))]).toContain(anchor)
      }
    },
  )

  it(`keep the README at or under ${README_MAX_WORDS} words`, () => {
    expect(wordsIn(readPage(root, 'README.md'))).toBeLessThanOrEqual(README_MAX_WORDS)
  })

  it('name only npm commands that package.json has', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    )
    const named = pages.flatMap((page) =>
      [...readPage(root, page).matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test)\b)/g)].map(
        (match) => ({ page, script: match[1] ?? match[2] ?? '' }),
      ),
    )
    expect(named.map((command) => command.script)).toEqual(expect.arrayContaining(['start', 'test']))
    const missing = named.filter((command) => !scripts.includes(command.script))
    expect(missing).toEqual([])
  })
})

describe('the screenshots the docs show', () => {
  const listed = new Set<string>(SCREENSHOTS.map((shot) => shot.path))
  const shown = [
    ...new Set(
      local.filter((link) => link.image).map((link) => resolve(root, dirname(link.page), link.target)),
    ),
  ]
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(root.length + 1))

  it('are each in the one list of screenshots', () => {
    expect(shown.filter((path) => !listed.has(path))).toEqual([])
  })

  it.each(SCREENSHOTS.map((shot) => [shot.name, shot] as const))(
    '%s is made by its e2e spec',
    (_name, shot) => {
      const spec = readFileSync(join(root, shot.spec), 'utf8')
      expect(spec, `${shot.spec} never saves '${shot.name}'`).toContain(`'${shot.name}'`)
      expect(spec).toContain('saveScreenshot(')
    },
  )

  it('include a picture on every guide page', () => {
    const guidePages = pages.filter((page) => page.startsWith('docs/guide/') && !page.endsWith('README.md'))
    const withoutPicture = guidePages.filter(
      (page) => !linksIn(readPage(root, page), page).some((link) => link.image),
    )
    expect(guidePages.length).toBeGreaterThan(0)
    expect(withoutPicture).toEqual([])
  })
})

describe("the guide's page on status colours", () => {
  // The agent reads the app's own words for each situation there: the page follows the code.
  const page = readPage(root, 'docs/guide/status-colours.md').replace(/\s*\|\s*/g, ' | ')

  it.each(SITUATIONS.filter((entry) => !entry.error).map((entry) => [inEnglish(entry.name), entry] as const))(
    'gives %s with its meaning word for word',
    (label, entry) => {
      expect(page).toContain(` ${label} | ${inEnglish(entry.meaning)} `)
    },
  )

  it.each(ERROR_MEANINGS.map((meaning) => [meaning.label.defaultMessage, meaning] as const))(
    'names the error meaning %s and its box',
    (_label, meaning) => {
      expect(page).toContain(` ${meaning.label.defaultMessage} | — ${meaning.short.defaultMessage} `)
    },
  )
})
