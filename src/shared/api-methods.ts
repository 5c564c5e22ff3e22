import type { EventMethodTable, RequestMethodTable } from './ipc'

/**
 * `window.catalog`'s method names, for the sandboxed preload, which must not bundle zod.
 *
 * The contract (ipc/, one file per domain) is where a channel or event is defined; these tables only repeat its
 * names, and `satisfies` makes the compiler refuse a missing, extra or misspelt entry. The
 * import above is type-only, so there is no run-time dependency (and no cycle) on the contract.
 */
export const API_METHODS = {
  appInfo: 'app:info',
  startup: 'app:startup',
  notices: 'app:notices',
  getSession: 'session:get',
  connect: 'session:connect',
  resume: 'session:resume',
  openDemo: 'session:openDemo',
  signOut: 'session:signOut',
  listCatalogs: 'catalogs:list',
  forgetCatalog: 'catalogs:forget',
  editCatalog: 'catalogs:edit',
  takeLinks: 'links:take',
  listItems: 'items:list',
  getItem: 'items:get',
  getPrefs: 'prefs:get',
  setPrefs: 'prefs:set',
  openExternal: 'shell:openExternal',
  copyText: 'clipboard:writeText',
  watchList: 'watch:list',
  watchItem: 'watch:add',
  watchItems: 'watch:addMany',
  unwatchItem: 'watch:remove',
  markWatchSeen: 'watch:seen',
  setWatchOptions: 'watch:options',
  recentLookups: 'recent:list',
  clearRecentLookups: 'recent:clear',
  undoClearRecentLookups: 'recent:undoClear',
  setOpenItem: 'recent:setOpen',
  recentBulkLookups: 'recent:bulkLookups',
  recordBulkLookup: 'recent:recordBulkLookup',
  startLookup: 'lookup:start',
  cancelLookup: 'lookup:cancel',
  exportLookup: 'export:lookup',
  exportList: 'export:list',
  cancelExport: 'export:cancel',
  replyTemplates: 'replies:templates',
  saveReplyTemplates: 'replies:saveTemplates',
  resetReplyTemplates: 'replies:resetTemplates',
  exportReplyTemplates: 'replies:exportTemplates',
  readReplyTemplatesFile: 'replies:readImport',
  importReplyTemplates: 'replies:importTemplates',
  teamTemplatesStatus: 'replies:teamStatus',
  setTeamTemplatesSource: 'replies:setTeamSource',
  checkTeamTemplates: 'replies:checkTeam',
  exportTeamTemplates: 'replies:exportForTeam',
  replyLanguage: 'replies:language',
  setReplyLanguage: 'replies:setLanguage',
  updateState: 'update:state',
  restartToUpdate: 'update:restart',
} as const satisfies RequestMethodTable

export const EVENT_METHODS = {
  onItemChanged: 'item:changed',
  onLinkWaiting: 'link:waiting',
  onWatchUpdated: 'watch:updated',
  onSessionEnded: 'session:ended',
  onLookupProgress: 'lookup:progress',
  onLookupPaused: 'lookup:paused',
  onLookupFinished: 'lookup:finished',
  onExportProgress: 'export:progress',
  onOpenReplyTemplates: 'replies:openTemplates',
  onTeamTemplatesChanged: 'replies:teamChanged',
  onUpdateReady: 'update:ready',
} as const satisfies EventMethodTable
