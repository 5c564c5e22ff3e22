/**
 * Every screenshot the documentation shows: its name, where the tracked copy lives (relative
 * to the repository root) and the e2e spec that makes it.
 *
 * The one list of them. `saveScreenshot` takes only these names, so a picture no document
 * uses cannot be written to docs/, and a docs test (vitest, node) reads the same list to
 * check that every image under docs/ is listed and every listed one is made by its spec,
 * which names each screenshot it saves as a quoted string. No Playwright import here, so
 * that test can import it.
 */

interface ScreenshotEntry {
  readonly name: string
  readonly path: string
  readonly spec: string
}

const README_SPEC = 'e2e/screenshots.spec.ts'
const GUIDE_SPEC = 'e2e/guide-screenshots.spec.ts'
/** The guide's pictures of a ticket that names its item (issue 80), on the fixed clock they need. */
const GUIDE_NAME_SPEC = 'e2e/guide-name-screenshots.spec.ts'

/** One of the README's pictures in one theme. */
const readmeShot = <S extends string, T extends 'light' | 'dark'>(screen: S, theme: T) =>
  ({
    name: `${screen}-${theme}`,
    path: `docs/screenshots/${screen}-${theme}.png`,
    spec: README_SPEC,
  }) as const

/** The README's pictures: each main screen in both themes. */
const readme = <S extends string>(screen: S) =>
  [readmeShot(screen, 'light'), readmeShot(screen, 'dark')] as const

/** The README's German row: the same screen with the app in German (issue 43), light theme. */
const readmeGerman = <S extends string>(screen: S) =>
  ({ name: `${screen}-de`, path: `docs/screenshots/${screen}-de.png`, spec: README_SPEC }) as const

/** The support agents' guide (docs/guide/): light theme, one picture per task. */
const guide = <N extends string>(name: N, spec = GUIDE_SPEC) =>
  ({ name, path: `docs/guide/images/${name}.png`, spec }) as const

export const SCREENSHOTS = [
  ...readme('connect'),
  ...readme('table'),
  ...readme('detail'),
  ...readme('reply-templates'),
  ...readme('watched'),
  readmeGerman('connect'),
  readmeGerman('table'),
  readmeGerman('detail'),
  readmeGerman('reply-templates'),
  guide('guide-finding-an-item'),
  guide('guide-reading-an-item'),
  guide('guide-status-colours'),
  guide('guide-answering-a-ticket'),
  guide('guide-reply-templates'),
  guide('guide-watching-deliveries'),
  guide('guide-catalogs-and-production'),
  guide('guide-link-to-another-catalog'),
  guide('guide-keyboard'),
  guide('guide-quick-answer'),
  guide('guide-stale-rows'),
  guide('guide-rate-limited'),
  guide('guide-sign-in-ended'),
  guide('guide-failed-rows'),
  guide('guide-crash-screen'),
  guide('guide-app-language'),
  guide('guide-find-items-named', GUIDE_NAME_SPEC),
  guide('guide-customers-item', GUIDE_NAME_SPEC),
] as const satisfies readonly ScreenshotEntry[]

export type ScreenshotName = (typeof SCREENSHOTS)[number]['name']

/** The repository-relative path of a listed screenshot's tracked copy. */
export function screenshotPath(name: ScreenshotName): string {
  const entry = SCREENSHOTS.find((candidate) => candidate.name === name)
  if (!entry) throw new Error(`${name} is not in the screenshot list`)
  return entry.path
}
