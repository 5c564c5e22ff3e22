import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The architecture's layering rules are lint rules: prove they bite.
 *
 * Each case lints a one-line file placed (virtually) in a folder and expects the import to
 * be refused there, or allowed where the architecture allows it.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('layering lint', () => {
  it.each([
    ['src/renderer/sneaky.tsx', "import { ipcRenderer } from 'electron'\nvoid ipcRenderer\n"],
    ['src/renderer/sneaky.ts', "import { readFileSync } from 'node:fs'\nvoid readFileSync\n"],
    ['src/renderer/sneaky.ts', "import { readFileSync } from 'fs'\nvoid readFileSync\n"],
    ['src/renderer/sneaky.ts', "import { createAppCore } from '../main/core/app-core'\nvoid createAppCore\n"],
    ['src/main/core/sneaky.ts', "import { app } from 'electron'\nvoid app\n"],
    ['src/shared/sneaky.ts', "import { useState } from 'react'\nvoid useState\n"],
    ['src/shared/sneaky.ts', "import { app } from 'electron'\nvoid app\n"],
    ['src/shared/sneaky.ts', "import { join } from 'node:path'\nvoid join\n"],
    ['src/preload/sneaky.ts', "import { readFileSync } from 'node:fs'\nvoid readFileSync\n"],
    ['src/demo-server/sneaky.ts', "import { app } from 'electron'\nvoid app\n"],
  ])('refuses the import in %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).not.toHaveLength(0)
  })

  it.each([
    ['src/main/index.ts', "import { app } from 'electron'\nvoid app\n"],
    ['src/preload/index.ts', "import { contextBridge } from 'electron'\nvoid contextBridge\n"],
    ['src/main/core/sneaky.ts', "import { readFileSync } from 'node:fs'\nvoid readFileSync\n"],
    ['src/renderer/sneaky.tsx', "import { useState } from 'react'\nvoid useState\n"],
    ['src/renderer/sneaky.ts', "import { KNOWN_APPS } from '../shared/catalog'\nvoid KNOWN_APPS\n"],
  ])('allows the import in %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })
})

describe('zod stays out of the renderer bundle', () => {
  it('refuses a value import of a schema module in the renderer', async () => {
    const [result] = await eslint.lintText(
      "import { listItemSchema } from '../shared/catalog'\nvoid listItemSchema\n",
      {
        filePath: 'src/renderer/sneaky.ts',
      },
    )
    expect(result?.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('allows type imports of the same module', async () => {
    const [result] = await eslint.lintText(
      "import type { ListItem } from '../shared/catalog'\nexport type Row = ListItem\n",
      { filePath: 'src/renderer/fine.ts' },
    )
    expect(result?.messages).toEqual([])
  })
})
