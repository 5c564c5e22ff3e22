import { useQuery } from '@tanstack/react-query'
import { memo, Suspense, useState } from 'react'
import type { ReplySubject } from '../../shared/reply/advise'
import { itemDetailOptions } from '../api/item-queries'
import { usePrefetchReplyLanguage, useReplyTemplates } from './api/reply-queries'
import { useReplyLanguageInUse } from './use-reply-language'
import { closeReplyTemplates, useReplyTemplatesOpen } from './reply-templates-opener'
import { sampleSubject } from './sample-subject'
import { lazyPart } from '../ui/lazy-part'
import { useOpenId, type OpenItemStore } from '../state/open-item-store'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'

/** With team templates and the import of a templates file. */
const ReplyTemplatesDialog = lazyPart(() => import('./reply-templates-dialog'), 'ReplyTemplatesDialog')

/**
 * Where the Reply templates dialog lives, once per window: opened by any `Reply templates`
 * button or the app menu; the preview uses the open item when there is one. Closed, it
 * follows no item: opening one re-renders the pane, not this.
 */
export const ReplyTemplatesHost = memo(function ReplyTemplatesHost({
  catalog,
  openItem,
}: {
  readonly catalog: string
  readonly openItem: OpenItemStore
}) {
  const open = useReplyTemplatesOpen()
  const templates = useReplyTemplates()
  // The reply's other setting, which the pane's reply tools and this dialog read.
  usePrefetchReplyLanguage(catalog)
  if (!open || !templates.isSuccess) return null
  return <OpenReplyTemplates catalog={catalog} openItem={openItem} templates={templates.data} />
})

function OpenReplyTemplates({
  catalog,
  openItem,
  templates,
}: {
  readonly catalog: string
  readonly openItem: OpenItemStore
  readonly templates: StoredReplyTemplates
}) {
  const openId = useOpenId(openItem)
  const { language } = useReplyLanguageInUse(catalog)
  const item = useQuery({ ...itemDetailOptions(catalog, openId ?? 0), enabled: false })
  const [sample] = useState(() => sampleSubject(new Date()))
  const preview: ReplySubject = openId !== null && item.data ? { kind: 'item', item: item.data } : sample
  return (
    <Suspense fallback={null}>
      <ReplyTemplatesDialog
        templates={templates}
        initialLanguage={language}
        preview={preview}
        onClose={closeReplyTemplates}
      />
    </Suspense>
  )
}
