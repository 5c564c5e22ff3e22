/** docs/dev/how-to-add.md, "An event (main -> window)": `watch:checked`, sent after each watch round. */
export const name = 'event'

const FILES = {
  contract: 'src/shared/ipc/watch.ts',
  emitter: 'src/main/core/watch/watch-service.ts',
  listener: 'src/renderer/items/api/use-watch-events.ts',
}

export const tests = [
  'src/main/core/events/events-wired.test.ts',
  'src/main/core/app-core.watch.test.ts',
  'src/renderer/items/api/use-watch-events.test.tsx',
  'src/preload/catalog-api.test.ts',
  'src/preload/index.test.ts',
]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.contract,
    'export const WATCH_EVENTS = {',
    '\n} as const',
    `
  'watch:checked': event({
    method: 'onWatchChecked',
    payload: z.strictObject({ changedCount: z.number().int().min(0) }),
  }),`,
  )
  edit.after(
    FILES.emitter,
    "    if (round.length > 0) deps.emit('watch:updated', { changedCount: watchList().changedCount })\n",
    "    deps.emit('watch:checked', { changedCount: round.length })\n",
  )
  edit.before(
    FILES.listener,
    "  useCatalogEvent('onWatchUpdated'",
    "  useCatalogEvent('onWatchChecked', ({ changedCount }) => {\n    if (changedCount > 0) moves.push({ catalog, id: null })\n  })\n",
  )
}
