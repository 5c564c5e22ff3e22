import type { Plugin } from 'vite'

/** `code` (TypeScript or TSX) without its messages' defaultMessage and description. */
export declare function stripDefaultMessages(code: string, file: string): string
/** The renderer build's step that runs stripDefaultMessages over our own TypeScript. */
export declare function stripDefaultMessagesPlugin(): Plugin
