import { Suspense, useState } from 'react'
import type { KnownCatalog, SessionState } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { words } from '../../shared/i18n/words'
import { appErrorOf } from '../api/catalog-error'
import { useForgetCatalog, useResumeCatalog } from '../api/catalog-mutations'
import { readSession } from '../api/session-queries'
import { useSignOut } from './api/catalog-changes'
import { CatalogSwitcher, hasUsableToken } from './catalog-switcher'
import type { ConnectIntent } from './connect-intent'
import { closeEditCatalog, openEditCatalog, useEditCatalogOpen } from '../ui/edit-catalog-opener'
import type { LeftCatalog } from './left-catalog-offer'
import { lazyPart } from '../ui/lazy-part'

const SignOutDialog = lazyPart(() => import('./sign-out-dialog'), 'SignOutDialog')
const ForgetCatalogDialog = lazyPart(() => import('./catalog-dialogs'), 'ForgetCatalogDialog')
const EditCatalogDialog = lazyPart(() => import('./catalog-dialogs'), 'EditCatalogDialog')

type Connected = Extract<SessionState, { connected: true }>

/** What the window does when the catalog changes: a new session, or the connect form for one. */
export interface CatalogNavigation {
  /** A new session (switched, signed out, forgotten); `then` opens in the new catalog. */
  readonly onSession: (session: SessionState, then?: LinkTarget) => void
  /** The connect form, prefilled, for a catalog that needs its token (or a new one). */
  readonly onConnectTo: (intent: ConnectIntent) => void
  /** Signed out of or forgot the connected catalog: the connect screen says so and offers another. */
  readonly onLeft: (session: SessionState, left: LeftCatalog) => void
}

/** Switches to a known catalog with its own token, or asks for the token when it has none. */
export function useSwitchCatalog(navigation: CatalogNavigation) {
  const resume = useResumeCatalog()
  return {
    pending: resume.isPending,
    switchTo(catalog: KnownCatalog, then?: LinkTarget) {
      if (hasUsableToken(catalog)) {
        resume.mutate(catalog.baseUrl, {
          onSuccess: (session) => navigation.onSession(session, then),
          onError: (error) =>
            navigation.onConnectTo({
              baseUrl: catalog.baseUrl,
              label: catalog.label,
              environment: catalog.environment,
              reason:
                appErrorOf(error)?.message ??
                words(
                  { id: 'connect.enterTokenFor', defaultMessage: 'Enter the access token for {catalog}.' },
                  { catalog: catalog.label },
                ),
              ...(then ? { then } : {}),
            }),
        })
        return
      }
      navigation.onConnectTo({
        baseUrl: catalog.baseUrl,
        label: catalog.label,
        environment: catalog.environment,
        reason: words(
          {
            id: 'connect.noTokenToSwitch',
            defaultMessage: 'No token is saved for {catalog}. Enter its access token to switch to it.',
          },
          { catalog: catalog.label },
        ),
        ...(then ? { then } : {}),
      })
    },
  }
}

type Open = null | 'sign-out' | 'forget'

/** The switcher and the dialogs behind it, with the requests they make. */
export function CatalogControls({
  session,
  navigation,
}: {
  readonly session: Connected
  readonly navigation: CatalogNavigation
}) {
  const [open, setOpen] = useState<Open>(null)
  // Also opened by the detail pane's offer to set the catalog's time zone.
  const editing = useEditCatalogOpen()
  const switcher = useSwitchCatalog(navigation)
  const { catalog } = session

  const signOut = useSignOut()
  const forget = useForgetCatalog()

  return (
    <>
      <CatalogSwitcher
        session={session}
        actions={{
          onSwitch: (target) => switcher.switchTo(target),
          onAdd: () => navigation.onConnectTo({ baseUrl: '' }),
          onEdit: () => openEditCatalog(),
          onSignOut: () => setOpen('sign-out'),
          onForget: () => setOpen('forget'),
        }}
      />
      <Suspense fallback={null}>
        {open === 'sign-out' ? (
          <SignOutDialog
            catalog={catalog}
            tokenStorage={session.tokenStorage}
            busy={signOut.isPending}
            error={appErrorOf(signOut.error)}
            onConfirm={(everywhere) =>
              signOut.mutate(
                { catalog: catalog.baseUrl, everywhere },
                {
                  onSuccess: (next) => {
                    setOpen(null)
                    navigation.onLeft(next, {
                      baseUrl: catalog.baseUrl,
                      label: catalog.label,
                      how: 'signed out',
                    })
                  },
                },
              )
            }
            onCancel={() => setOpen(null)}
          />
        ) : null}
        {open === 'forget' ? (
          <ForgetCatalogDialog
            catalog={catalog}
            busy={forget.isPending}
            error={appErrorOf(forget.error)}
            onConfirm={() =>
              forget.mutate(catalog.baseUrl, {
                onSuccess: async () => {
                  setOpen(null)
                  navigation.onLeft(await readSession(), {
                    baseUrl: catalog.baseUrl,
                    label: catalog.label,
                    how: 'forgotten',
                  })
                },
              })
            }
            onCancel={() => setOpen(null)}
          />
        ) : null}
        {editing ? (
          // Keyed by catalog: a switch while it is open (a link) starts over for the new one.
          <EditCatalogDialog
            key={catalog.baseUrl}
            catalog={catalog}
            focus={editing}
            onDone={closeEditCatalog}
          />
        ) : null}
      </Suspense>
    </>
  )
}
