import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CatalogPrefs } from '../../src/shared/ipc'

/**
 * The preferences the app has written for one catalog, or null when none are on disk yet.
 *
 * The renderer saves filters, page and size in the background after a page loads, with no
 * visible sign; a relaunch story polls this before closing the app so it tests persistence,
 * not a race with the save.
 */
export async function savedPrefs(userDataDir: string, prefsKey: string): Promise<CatalogPrefs | null> {
  let text: string
  try {
    text = await readFile(join(userDataDir, 'settings.json'), 'utf8')
  } catch {
    return null
  }
  try {
    const settings = JSON.parse(text) as { prefs?: Record<string, CatalogPrefs> }
    return settings.prefs?.[prefsKey] ?? null
  } catch {
    // Caught mid-write is impossible (atomic rename), but a poll must never throw on it.
    return null
  }
}
