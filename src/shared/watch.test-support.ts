import type { WatchedItem } from './watch'

/**
 * One watched item as main stores it and the window shows it: being watched, never checked,
 * nothing changed. Tests give only what they are about (its ID, name, status or state).
 */
export function watchedItem(overrides: Partial<WatchedItem> & Pick<WatchedItem, 'id'>): WatchedItem {
  return {
    name: null,
    status: null,
    statusChangedAt: null,
    watchedSince: null,
    history: [],
    lastCheckedAt: null,
    state: 'watching',
    changed: false,
    problem: null,
    ...overrides,
  }
}
