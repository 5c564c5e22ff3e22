import type { KnownCatalog, LinkRequest } from '../../../shared/ipc'
import { MAX_PENDING_LINKS } from '../../../shared/ipc'
import type { Emit } from '../events/event-bus'
import { parseCatalogLink, type CatalogLink } from '../../../shared/links/catalog-link'
import { inEnglish } from '../../../shared/i18n/english'
import { type Words } from '../../../shared/i18n/words'

/**
 * Where `catalog-browser:` links wait for the window.
 *
 * Links come from the OS (a link that started the app, `second-instance`, `open-url`), from
 * the e2e harness's `openLink`, and from a click on a watch notification. They are held here
 * and the window takes them (`links:take`) when it can act: a link that arrives before the
 * window listens, or while no catalog is connected, is not lost. Each is classified when
 * taken, against the catalogs known then: the connected catalog (or none named) opens at
 * once; another known catalog, or an unknown one, is for the person to decide.
 */
export interface LinkInbox {
  /** A link as text from outside: parsed strictly; a malformed one is kept as its reason. */
  receive(text: string): void
  /** A link the app made itself (a notification click): already valid. */
  deliver(link: CatalogLink): void
  /** Everything waiting, classified; empty (and kept) while no catalog is connected. */
  take(): Promise<readonly LinkRequest[]>
}

export interface LinkInboxDeps {
  /** The connected catalog's base URL, or null. */
  readonly connected: () => string | null
  readonly knownCatalogs: () => Promise<readonly KnownCatalog[]>
  /** Sends `link:waiting`: links wait (the window may not be listening yet; the links stay). */
  readonly emit: Emit
  readonly log: (line: string) => void
}

type Pending =
  | { readonly ok: true; readonly link: CatalogLink }
  /** The first refused link of a burst, and how many more were refused after it. */
  | { readonly ok: false; readonly reason: Words; readonly more: number }

export function createLinkInbox(deps: LinkInboxDeps): LinkInbox {
  let pending: Pending[] = []

  const hold = (entry: Pending) => {
    // Refused links wait as one entry, counted: one dialog for a burst, and no valid link is
    // pushed out by malformed ones.
    const refused = entry.ok ? -1 : pending.findIndex((held) => !held.ok)
    const held = pending[refused]
    if (held !== undefined && !held.ok) {
      pending = pending.with(refused, { ...held, more: held.more + 1 })
      return
    }
    // A burst of links (a script, a stuck key) keeps only the newest.
    pending = [...pending, entry].slice(-MAX_PENDING_LINKS)
    deps.emit('link:waiting', { count: pending.length })
  }

  return {
    receive(text) {
      const parsed = parseCatalogLink(text)
      // Never the link's text in the log: a refused link may carry a token.
      deps.log(
        parsed.ok
          ? `link: received (${parsed.link.target.kind})`
          : `link: refused: ${inEnglish(parsed.reason)}`,
      )
      hold(parsed.ok ? { ok: true, link: parsed.link } : { ok: false, reason: parsed.reason, more: 0 })
    },
    deliver(link) {
      hold({ ok: true, link })
    },
    async take() {
      const connected = deps.connected()
      if (connected === null || pending.length === 0) return []
      const taken = pending
      pending = []
      const known = await deps.knownCatalogs()
      return taken.map((entry): LinkRequest => {
        if (!entry.ok) return { kind: 'invalid', reason: entry.reason, more: entry.more }
        const { target, catalog } = entry.link
        if (catalog === null || catalog === connected) return { kind: 'open', target }
        const match = known.find((candidate) => candidate.baseUrl === catalog)
        return match
          ? { kind: 'switch', target, catalog: match }
          : { kind: 'unknown_catalog', target, baseUrl: catalog }
      })
    },
  }
}
