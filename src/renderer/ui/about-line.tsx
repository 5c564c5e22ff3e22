import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { appInfoOptions, policyOptions } from '../api/session-queries'

/**
 * "Catalog Browser 0.1.0 · Electron … · Chromium …": what support staff quote when they
 * report a problem. In chromium e2e mode there is no Electron, so those parts are left out.
 * When the organization's policy turned update checks off, it says so: the version is then
 * IT's to change, and the agent should not wait for an update banner.
 */
export function AboutLine() {
  const intl = useIntl()
  const info = useQuery(appInfoOptions)
  const policy = useQuery(policyOptions)
  if (!info.data) return null
  const { name, version, electron, chrome, platform } = info.data
  const parts = [
    `${name} ${version}`,
    electron && `Electron ${electron}`,
    chrome && `Chromium ${chrome}`,
    platform,
    policy.data?.updateChecks === false &&
      intl.formatMessage({
        id: 'about.updatesManaged',
        defaultMessage: 'updates managed by your organization',
      }),
  ]
  return <p className="about-line">{parts.filter(Boolean).join(' · ')}</p>
}
