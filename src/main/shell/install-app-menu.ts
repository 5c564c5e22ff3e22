import { wordsIn } from '../core/app-language/app-messages'
import { buildMenuTemplate } from './app-menu'
import type { CorePort } from './core-port'
import type { ShellMenu } from './electron-main'

/**
 * Installs the application menu, and returns how to install it again: whenever the agent picks
 * another `App Language` (its words, and the tick) or another Quick answer shortcut (shown
 * beside `Quick answer`).
 */
export function createMenuInstaller<M>(deps: {
  readonly Menu: ShellMenu<M>
  readonly core: Pick<CorePort, 'appLanguage' | 'chooseAppLanguage' | 'emit' | 'requestQuickAnswerSettings'>
  readonly appName: string
  readonly isMac: boolean
  readonly isDev: boolean
  readonly showAbout: () => void
  readonly checkForUpdates: () => void
  readonly quickAnswer: () => void
  /** Brings the main window forward, where the Quick answer settings dialog opens. */
  readonly showMainWindow: () => void
  /** The Quick answer shortcut bound now (none while another program holds it). */
  readonly quickAnswerAccelerator: () => string | undefined
  readonly log: (line: string) => void
}): () => void {
  const { Menu, core, log } = deps
  const install = (): void => {
    const language = core.appLanguage()
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          appName: deps.appName,
          isMac: deps.isMac,
          isDev: deps.isDev,
          words: wordsIn(language),
          language,
          chooseLanguage: (chosen) =>
            void core
              .chooseAppLanguage(chosen)
              .then(install)
              .catch((error: unknown) => log(`app language: ${String(error)}`)),
          showAbout: deps.showAbout,
          openReplyTemplates: () => void core.emit('replies:openTemplates', {}),
          checkForUpdates: deps.checkForUpdates,
          quickAnswer: {
            accelerator: deps.quickAnswerAccelerator(),
            open: deps.quickAnswer,
            openSettings: () => {
              deps.showMainWindow()
              core.requestQuickAnswerSettings()
            },
          },
        }),
      ),
    )
  }
  return install
}
