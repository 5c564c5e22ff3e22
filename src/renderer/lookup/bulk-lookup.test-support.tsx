import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { renderWithQuery } from '../render-with-query.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { BulkLookup } from './bulk-lookup'
import { forgetLookup } from './kept-lookup'

type Answers = Parameters<typeof fakeCatalog>[0]

/**
 * What a lookup asks main for, answered as a lookup that runs as asked: English templates and
 * reply language, a batch as long as its IDs, a cancel and a copy that work.
 */
const LOOKUP_ANSWERS: Answers = {
  replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
  replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
  startLookup: (request) => Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
  cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
  copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  readTicketLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
  recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
}

/**
 * `Look up several` for `catalog`, nothing kept from an earlier test, opened with `initial`
 * (and `find`, a name pressed at Item ID), against a fake main answering LOOKUP_ANSWERS and
 * `answers` over them.
 */
export function renderBulkLookup(
  catalog: string,
  {
    initial = '',
    find = null,
    answers = {},
  }: { initial?: string; find?: NameInTicket | null; answers?: Answers },
): FakeCatalog {
  forgetLookup(catalog)
  const fake = fakeCatalog({ ...LOOKUP_ANSWERS, ...answers })
  installCatalog(fake.api)
  renderWithQuery(
    <BulkLookup
      catalog={catalog}
      initial={initial}
      find={find}
      openItem={createOpenItemStore()}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
  )
  return fake
}
