import { useForgetCatalog, useResumeCatalog } from '../api/catalog-mutations'
import { useConnect, useOpenDemo } from './api/connect-mutations'

/**
 * The connect screen's four actions: connect, open the demo, resume a known catalog with its
 * stored token, forget a known catalog.
 *
 * Each reports through the caller's callbacks; the screen decides how to explain a failure.
 */
export function useConnectActions() {
  const connect = useConnect()
  const openDemo = useOpenDemo()
  const resume = useResumeCatalog()
  const forget = useForgetCatalog()
  const busy = connect.isPending || openDemo.isPending || resume.isPending || forget.isPending
  return { connect, openDemo, resume, forget, busy }
}
