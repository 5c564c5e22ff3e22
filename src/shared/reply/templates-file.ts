import { MAX_TEMPLATE_SET_CHARS } from './templates'

/**
 * Longest reply templates file `Import…` sends to main: every template at its longest, with
 * room for JSON escaping (a non-Latin character can take six). Zod-free, so the window checks
 * a chosen file's size before reading it, and the IPC contract refuses anything longer.
 */
export const MAX_TEMPLATES_FILE_CHARS = 6 * MAX_TEMPLATE_SET_CHARS
