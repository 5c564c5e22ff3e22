/**
 * One scratch copy of the repository for the recipes to edit: the tracked files (what a
 * fresh clone has) plus a link to node_modules, in a `catalog-recipes-…` folder of the temp
 * directory (scripts/temp-folders.mjs: npm test fails if one is left behind).
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { TEMP_PREFIX } from '../temp-folders.mjs'

/** Runs `work(copy)` on a fresh copy of `root` and removes the copy afterwards, even when `work` throws. */
export async function withScratchCopy(root, work) {
  const copy = mkdtempSync(join(tmpdir(), `${TEMP_PREFIX}recipes-`))
  try {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean)
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      // A file deleted in the work tree but not yet from git is simply not copied.
      try {
        copyFileSync(join(root, file), join(copy, file))
      } catch (error) {
        if (error.code !== 'ENOENT') throw error
      }
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
    return await work(copy)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
