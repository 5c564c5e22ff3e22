import type { Channel } from './ipc'

/**
 * `window.catalog`: one method per channel; the method names are the keys.
 *
 * Kept apart from ipc.ts, which holds the zod request schemas: the sandboxed preload needs
 * only this table, and importing it from here keeps zod out of the preload bundle.
 */
export const API_METHODS = {
  appInfo: 'app:info',
  notices: 'app:notices',
  getSession: 'session:get',
  connect: 'session:connect',
  resume: 'session:resume',
  openDemo: 'session:openDemo',
  signOut: 'session:signOut',
  listCatalogs: 'catalogs:list',
  forgetCatalog: 'catalogs:forget',
  listItems: 'items:list',
  getItem: 'items:get',
  getPrefs: 'prefs:get',
  setPrefs: 'prefs:set',
  openExternal: 'shell:openExternal',
  copyText: 'clipboard:writeText',
} as const satisfies Record<string, Channel>
