import type { Notice } from '../../shared/ipc'

/**
 * Things the user should know that happened outside any request: a settings file reset, a
 * keychain entry that could not be removed, a launch option that was ignored.
 *
 * Kept (not drained) so a reloaded window still shows them; one notice per id.
 */
export interface NoticeBoard {
  add(notice: Notice): void
  /** Takes a notice back once what it says no longer holds (a shortcut that now works). */
  remove(id: string): void
  list(): readonly Notice[]
}

export function createNoticeBoard(): NoticeBoard {
  const notices: Notice[] = []
  return {
    add(notice) {
      if (!notices.some((existing) => existing.id === notice.id)) notices.push(notice)
    },
    remove(id) {
      const index = notices.findIndex((existing) => existing.id === id)
      if (index >= 0) notices.splice(index, 1)
    },
    list: () => [...notices],
  }
}
