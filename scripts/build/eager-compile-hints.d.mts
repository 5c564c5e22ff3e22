import type { Plugin } from 'vite'

/** The renderer build's step that marks the main window's on-demand chunks for V8 to compile as they load. */
export declare function eagerCompileHintsPlugin(options: {
  /** The main window's entry, by its name among the build's inputs. */
  readonly mainEntry: string
}): Plugin
