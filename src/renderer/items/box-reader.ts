import { lazyModule } from '../ui/lazy-part'

/**
 * The ticket reader of the `Item ID` box (box-reading.ts), a chunk of its own: the first screen
 * does not read a ticket until a person pastes or types one, and the window loads it while idle.
 */
export const boxReader = lazyModule(() => import('./box-reading'))
