import type { Notice } from '../../shared/ipc'

/**
 * Things the user should know that happened outside any request: a settings file reset, a
 * keychain entry that could not be removed, a launch option that was ignored.
 *
 * Kept (not drained) so a reloaded window still shows them; one notice per id.
 */
export interface NoticeBoard {
  add(notice: Notice): void
  list(): readonly Notice[]
}

export function createNoticeBoard(): NoticeBoard {
  const notices: Notice[] = []
  return {
    add(notice) {
      if (!notices.some((existing) => existing.id === notice.id)) notices.push(notice)
    },
    list: () => [...notices],
  }
}
