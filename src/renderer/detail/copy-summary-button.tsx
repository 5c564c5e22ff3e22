import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { SingleItem } from '../../shared/catalog'
import { callCatalog } from '../api/call-catalog'
import { CopyIcon } from '../common/icons'
import { itemSummaryText } from '../lib/item-summary'

/**
 * `Copy summary`: the item's status and times as plain text on the clipboard, ready for the
 * ticket reply (the bulk lookup's `Copy as text` does the same for many items).
 */
export function CopySummaryButton({ item }: { readonly item: SingleItem | undefined }) {
  const [copied, setCopied] = useState(false)
  const copy = useMutation({
    mutationFn: (value: SingleItem) => callCatalog((api) => api.copyText({ text: itemSummaryText(value) })),
    onSuccess: () => {
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    },
  })
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={!item}
        title={copy.isError ? 'Could not copy; try again.' : undefined}
        onClick={() => item && copy.mutate(item)}
      >
        <CopyIcon />
        Copy summary
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Summary copied' : ''}
      </span>
    </>
  )
}
