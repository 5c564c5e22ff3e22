import { useQuery } from '@tanstack/react-query'
import { appInfoOptions } from '../api/session-queries'

/**
 * "Catalog Browser 0.1.0 · Electron … · Chromium …": what support staff quote when they
 * report a problem. In chromium e2e mode there is no Electron, so those parts are left out.
 */
export function AboutLine() {
  const info = useQuery(appInfoOptions)
  if (!info.data) return null
  const { name, version, electron, chrome, platform } = info.data
  const parts = [
    `${name} ${version}`,
    electron && `Electron ${electron}`,
    chrome && `Chromium ${chrome}`,
    platform,
  ]
  return <p className="about-line">{parts.filter(Boolean).join(' · ')}</p>
}
