import type { AppInfo } from '../../shared/ipc'

/** The app on Linux, where the Quick answer shortcut reads Ctrl+Alt+L. */
export const APP_INFO_LINUX: AppInfo = {
  name: 'Catalog Browser',
  version: '1.0.0',
  electron: '39.0.0',
  chrome: '142.0.0',
  platform: 'linux',
}
