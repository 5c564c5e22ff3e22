import type { UpdateCheck, Updater } from '../updates/updater'

/** A download the test finishes or fails when it wants to. */
export interface FakeDownload {
  finish(): void
  fail(error: Error): void
}

/**
 * A stand-in for electron-updater behind the Updater port: each check answers what the test
 * set last (up to date, a version whose download the test controls, or a failure).
 */
export function createFakeUpdater() {
  let answer: () => Promise<UpdateCheck> = async () => ({ kind: 'up-to-date' })
  const state = { checks: 0, installs: 0 }
  const updater: Updater = {
    check: () => {
      state.checks += 1
      return answer()
    },
    quitAndInstall: () => {
      state.installs += 1
    },
  }
  return {
    updater,
    get checks() {
      return state.checks
    },
    get installs() {
      return state.installs
    },
    upToDate() {
      answer = async () => ({ kind: 'up-to-date' })
    },
    failing(error: Error) {
      answer = async () => {
        throw error
      }
    },
    /** The next checks find `version`; the returned handle settles its download. */
    available(version: string): FakeDownload {
      let finish = () => {}
      let fail: (error: Error) => void = () => {}
      const download = new Promise<void>((resolve, reject) => {
        finish = resolve
        fail = reject
      })
      answer = async () => ({ kind: 'available', version, download })
      return { finish: () => finish(), fail: (error) => fail(error) }
    },
  }
}
