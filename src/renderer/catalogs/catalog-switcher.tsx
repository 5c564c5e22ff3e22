import { useQuery } from '@tanstack/react-query'
import type { KnownCatalog, SessionState } from '../../shared/ipc'
import { knownCatalogsOptions } from '../api/session-queries'
import { MenuButton, type MenuEntry } from '../ui/menu-button'
import { EnvironmentTag } from './environment-tag'
import { catalogName } from './catalog-name'
import { FormattedMessage, useIntl } from 'react-intl'

type Connected = Extract<SessionState, { connected: true }>

export interface SwitcherActions {
  readonly onSwitch: (catalog: KnownCatalog) => void
  readonly onAdd: () => void
  readonly onEdit: () => void
  readonly onSignOut: () => void
  readonly onForget: () => void
}

/** A catalog's title on hover: its label whole (a long one is cut on screen), then its address. */
export const labelAndAddress = (label: string, baseUrl: string) => `${label}\n${baseUrl}`

/** Whether switching to it can use a token at once (keychain, or this run's memory). */
export const hasUsableToken = (catalog: KnownCatalog) => catalog.hasStoredToken || catalog.hasSessionToken

/**
 * `Catalog` in the header: the connected catalog's label, and a menu with every known
 * catalog (one click switches, with that catalog's own token), `Add catalog…`,
 * `Edit catalog…` (for the connected one, however it was connected), and the two deliberate
 * ones, `Sign out` and `Forget catalog`, which only open a confirming dialog.
 */
export function CatalogSwitcher({
  session,
  actions,
}: {
  readonly session: Connected
  readonly actions: SwitcherActions
}) {
  const intl = useIntl()
  const known = useQuery(knownCatalogsOptions)
  const { catalog } = session
  const catalogs = known.data?.catalogs ?? []
  const isKnown = catalogs.some((candidate) => candidate.baseUrl === catalog.baseUrl)

  const entries: MenuEntry[] = catalogs.map((candidate) => ({
    key: candidate.baseUrl,
    label: candidate.label,
    current: candidate.baseUrl === catalog.baseUrl,
    content: (
      <span className="catalog-entry" title={labelAndAddress(candidate.label, candidate.baseUrl)}>
        <span className="catalog-entry__label">{candidate.label}</span>
        <EnvironmentTag environment={candidate.environment} label={candidate.label} />
        {hasUsableToken(candidate) ? null : (
          <span className="catalog-entry__hint">
            <FormattedMessage id="catalogs.tokenNeeded" defaultMessage="token needed" />
          </span>
        )}
        {candidate.managed ? (
          <span className="catalog-entry__hint">
            <FormattedMessage id="policy.setByOrganization" defaultMessage="Set by your organization" />
          </span>
        ) : null}
      </span>
    ),
    onSelect: () => {
      if (candidate.baseUrl !== catalog.baseUrl) actions.onSwitch(candidate)
    },
  }))
  if (!isKnown) {
    // The demo catalog, or one opened from the command line: listed so the menu says where you are.
    entries.unshift({
      key: catalog.baseUrl,
      label: catalogName(intl, catalog),
      current: true,
      onSelect: () => {},
    })
  }
  entries.push(
    {
      key: 'add',
      label: intl.formatMessage({ id: 'catalogs.add', defaultMessage: 'Add catalog…' }),
      onSelect: actions.onAdd,
      groupStart: true,
    },
    // The connected catalog however it was connected: known, by base URL and token, or the demo.
    // A catalog the policy sets whole (its zone too) has nothing left to edit.
    {
      key: 'edit',
      label: intl.formatMessage({ id: 'catalogs.edit', defaultMessage: 'Edit catalog…' }),
      onSelect: actions.onEdit,
      disabled: catalog.managed?.timeZone === true,
    },
    {
      key: 'sign-out',
      label: intl.formatMessage({ id: 'catalogs.signOut', defaultMessage: 'Sign out' }),
      onSelect: actions.onSignOut,
      groupStart: true,
    },
    {
      key: 'forget',
      label: intl.formatMessage({ id: 'catalogs.forget', defaultMessage: 'Forget catalog' }),
      onSelect: actions.onForget,
      disabled: !isKnown || !!catalog.managed,
    },
  )

  return (
    <MenuButton
      name={intl.formatMessage({ id: 'catalogs.menu', defaultMessage: 'Catalog' })}
      entries={entries}
      className="catalog-switcher"
    >
      <span
        className="catalog-switcher__label"
        title={labelAndAddress(catalogName(intl, catalog), catalog.baseUrl)}
      >
        {catalogName(intl, catalog)}
      </span>
    </MenuButton>
  )
}
