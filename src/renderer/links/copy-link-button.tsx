import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CatalogRef } from '../../shared/ipc'
import { callCatalog } from '../api/call-catalog'
import { CopyIcon } from '../common/icons'

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000

/**
 * The catalog a link names: the connected one, except the demo catalog, whose address
 * changes every run (its link opens in whatever catalog is connected).
 */
export function linkCatalog(catalog: CatalogRef): string | null {
  return catalog.demo ? null : catalog.baseUrl
}

/**
 * `Copy link`: a `catalog-browser:` link to paste into a ticket or a chat. "Copied" shows on
 * this button (its name stays `Copy link`), and a status line says it for screen readers.
 */
export function CopyLinkButton({
  link,
  disabled = false,
}: {
  readonly link: string | null
  readonly disabled?: boolean
}) {
  const [copied, setCopied] = useState(false)
  const copy = useMutation({
    mutationFn: (text: string) => callCatalog((api) => api.copyText({ text })),
    onSuccess: () => setCopied(true),
  })
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-label="Copy link"
        disabled={disabled || link === null}
        title={copy.isError ? 'Could not copy; try again.' : (link ?? undefined)}
        onClick={() => link && copy.mutate(link)}
      >
        <CopyIcon />
        {copied ? 'Copied' : 'Copy link'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied' : ''}
      </span>
    </>
  )
}
