import type { Session } from 'electron'

type Log = (line: string) => void

/** The part of a Session this module touches. */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>

/**
 * Denies every permission the web platform can ask for.
 *
 * The app needs none: no camera, notifications, clipboard reads, geolocation, HID, serial
 * or USB. Copying goes through main (`window.catalog.copyText`), opening links through
 * `window.catalog.openExternal`. Without these handlers Electron grants most requests.
 */
export function denyAllPermissions(session: PermissionSession, log: Log): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`denied permission request: ${permission}`)
    callback(false)
  })
  session.setPermissionCheckHandler(() => false)
  session.setDevicePermissionHandler(() => false)
}
