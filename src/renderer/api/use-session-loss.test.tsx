import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppError } from '../../shared/errors'
import { listViewOf } from '../../shared/catalog/view-query'
import { renderWithQuery } from '../render-with-query.test-support'
import { PREFS, SESSION } from '../testing/sample-session.test-support'
import { CatalogError } from './catalog-error'
import { appKeys, itemKeys } from './query-keys'
import { useSessionLoss } from './use-session-loss'
import { saying } from '../../shared/i18n/english.test-support'

const NO_SESSION: AppError = {
  kind: 'no_session',
  message: saying('No catalog is connected. Connect to a catalog first.'),
}
const REJECTED: AppError = {
  kind: 'unauthorized',
  message: saying('The token was rejected (401). Enter a valid token.'),
}
const LEFT = 'https://left.example.com'

function Watcher({ onLost }: { readonly onLost: (error: AppError) => void }) {
  useSessionLoss(onLost)
  return null
}

/** The window with SESSION connected and the hook listening. */
function connectedWindow() {
  const onLost = vi.fn()
  const { queryClient } = renderWithQuery(<Watcher onLost={onLost} />)
  queryClient.setQueryData(appKeys.session, SESSION)
  const fail = async (queryKey: readonly unknown[], error: AppError) => {
    await act(async () => {
      await queryClient
        .fetchQuery({ queryKey, queryFn: () => Promise.reject(new CatalogError(error)), retry: false })
        .catch(() => undefined)
    })
  }
  return { onLost, fail }
}

describe('useSessionLoss', () => {
  it('R4-3: ignores a session-ended answer for a catalog that is no longer the connected one', async () => {
    const { onLost, fail } = connectedWindow()
    await fail(itemKeys.list(LEFT, listViewOf(PREFS)), NO_SESSION)
    await fail(itemKeys.detail(LEFT, 7), REJECTED)
    await fail(appKeys.prefs(LEFT), NO_SESSION)
    expect(onLost).not.toHaveBeenCalled()
  })

  it('R4-3: reports a session-ended answer for the connected catalog, and for what belongs to none', async () => {
    const { onLost, fail } = connectedWindow()
    await fail(itemKeys.list(SESSION.catalog.baseUrl, listViewOf(PREFS)), NO_SESSION)
    expect(onLost).toHaveBeenLastCalledWith(NO_SESSION)
    await fail(appKeys.notices, REJECTED)
    expect(onLost).toHaveBeenLastCalledWith(REJECTED)
    expect(onLost).toHaveBeenCalledTimes(2)
  })

  it('ignores other errors, for any catalog', async () => {
    const { onLost, fail } = connectedWindow()
    await fail(itemKeys.detail(SESSION.catalog.baseUrl, 7), {
      kind: 'cancelled',
      message: saying('Cancelled.'),
    })
    expect(onLost).not.toHaveBeenCalled()
  })
})
