import type { Plugin } from 'vite'

/** The renderer build's step that marks its on-demand chunks for V8 to compile as they load. */
export declare function eagerCompileHintsPlugin(): Plugin
