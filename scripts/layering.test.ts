import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { findImportCycles } from './import-cycles.mjs'
import { CACHE_CALLS, LAYERS, RENDERER_FLOORS } from './eslint/layers.mjs'

/**
 * The architecture's layering rules are lint rules: prove they bite.
 *
 * Each case lints a one-line file placed (virtually) in a folder and expects the import to
 * be refused there, or allowed where the architecture allows it.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId?.startsWith('layers/'))
    .map((m) => m.message)
}

/** A one-line module in `from` that imports `target` (a path under src/) by a relative path. */
function importing(from: string, target: string): [string, string] {
  const depth = from.split('/').length - 2 // 'src/a/b/x.ts' -> two folders below src
  const up = depth === 0 ? './' : '../'.repeat(depth)
  return [from, `import { thing } from '${up}${target}'\nvoid thing\n`]
}

describe('layers are an allow-list', () => {
  it.each([
    // The three holes the old deny-list left open:
    importing('src/main/shell/sneaky.ts', 'renderer/app'),
    importing('src/main/core/sneaky.ts', 'main/shell/start-app'),
    importing('src/shared/sneaky.ts', 'main/core/app-core'),
    // And every other direction the table does not list:
    importing('src/shared/catalog/sneaky.ts', 'renderer/format/format-time'),
    importing('src/shared/sneaky.ts', 'demo-server/server'),
    importing('src/main/core/sneaky.ts', 'renderer/app'),
    importing('src/main/core/sneaky.ts', 'preload/catalog-api'),
    importing('src/main/shell/sneaky.ts', 'demo-server/server'),
    importing('src/preload/sneaky.ts', 'main/core/app-core'),
    importing('src/preload/sneaky.ts', 'renderer/app'),
    importing('src/renderer/sneaky.ts', 'main/core/app-core'),
    importing('src/renderer/sneaky.ts', 'demo-server/server'),
    importing('src/renderer/sneaky.ts', 'preload/catalog-api'),
    importing('src/demo-server/sneaky.ts', 'main/core/app-core'),
    importing('src/demo-server/sneaky.ts', 'renderer/app'),
    // Out of src/ altogether, and from a folder that is in no layer:
    importing('src/renderer/sneaky.ts', '../package.json'),
    importing('src/newfolder/sneaky.ts', 'shared/errors'),
    // Test helpers are for tests only, even inside their own layer:
    importing('src/renderer/sneaky.ts', 'renderer/testing/fake-catalog.test-support'),
    importing('src/main/core/sneaky.ts', 'main/core/app-core.test-support'),
  ])('refuses %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).not.toHaveLength(0)
  })

  it.each([
    importing('src/main/shell/fine.ts', 'main/core/app-core'),
    importing('src/main/shell/fine.ts', 'shared/errors'),
    importing('src/main/core/fine.ts', 'demo-server/server'),
    importing('src/main/fine.ts', 'main/shell/start-app'),
    importing('src/preload/fine.ts', 'shared/errors'),
    importing('src/renderer/fine.ts', 'shared/errors'),
    importing('src/demo-server/fine.ts', 'shared/errors'),
    importing('src/shared/catalog/fine.ts', 'shared/errors'),
    importing('src/renderer/fine.test.tsx', 'renderer/testing/fake-catalog.test-support'),
    importing('src/main/core/fine.test-support.ts', 'main/core/app-core.test-support'),
  ])('allows %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })

  it('names every folder of the architecture, and shared depends on nothing', () => {
    expect(
      Object.keys(LAYERS)
        .filter((layer) => !layer.startsWith('renderer/'))
        .sort(),
    ).toStrictEqual(
      ['demo-server', 'main', 'main/core', 'main/shell', 'preload', 'renderer', 'shared'].sort(),
    )
    expect(LAYERS.shared).toStrictEqual([])
  })
})

describe("the renderer's folders import only down, and a feature's api/ is its own", () => {
  it('puts every folder of src/renderer on exactly one floor', () => {
    const folders = readdirSync(join(process.cwd(), 'src', 'renderer'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(RENDERER_FLOORS.flat().sort()).toStrictEqual(folders.sort())
  })

  it.each([
    // Up a floor, and across one:
    importing('src/renderer/table/sneaky.ts', 'renderer/items/workspace'),
    importing('src/renderer/ui/sneaky.ts', 'renderer/detail/detail-pane'),
    importing('src/renderer/api/sneaky.ts', 'renderer/state/open-item-store'),
    importing('src/renderer/connect/sneaky.ts', 'renderer/links/link-dialog'),
    importing('src/renderer/items/sneaky.ts', 'renderer/app'),
    // Another feature's api/, even from a floor above it, and from the entry files:
    importing('src/renderer/items/sneaky.ts', 'renderer/watch/api/watch-queries'),
    importing('src/renderer/status/sneaky.ts', 'renderer/replies/api/template-exports'),
    importing('src/renderer/sneaky.ts', 'renderer/start/api/ask-first-screen'),
    // A folder the floors do not name:
    importing('src/renderer/newfolder/sneaky.ts', 'renderer/ui/dialog'),
  ])('refuses %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).not.toHaveLength(0)
  })

  it.each([
    importing('src/renderer/items/fine.ts', 'renderer/lookup/bulk-lookup'),
    importing('src/renderer/detail/fine.ts', 'renderer/watch/watch-button'),
    importing('src/renderer/fine.ts', 'renderer/items/items-screen'),
    // A feature's own api/, both ways, and the shared api/ from a feature's:
    importing('src/renderer/watch/fine.ts', 'renderer/watch/api/watch-queries'),
    importing('src/renderer/start/api/fine.ts', 'renderer/start/timing-mark'),
    importing('src/renderer/watch/api/fine.ts', 'renderer/api/call-catalog'),
    // Tests render screens whole:
    importing('src/renderer/table/fine.test.tsx', 'renderer/items/workspace'),
    importing('src/renderer/lookup/fine.test.tsx', 'renderer/watch/api/watch-queries'),
  ])('allows %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })

  it('says which way the floors run, and where a shared query goes', async () => {
    expect(
      await importErrors(...importing('src/renderer/table/sneaky.ts', 'renderer/items/workspace')),
    ).toEqual([expect.stringContaining('renderer imports run only down')])
    expect(
      await importErrors(...importing('src/renderer/items/sneaky.ts', 'renderer/watch/api/watch-queries')),
    ).toEqual([expect.stringContaining('move the query or mutation to src/renderer/api/')])
  })
})

describe('only api/ folders call main or write the query cache', () => {
  const callMain = "import { callCatalog } from '../api/call-catalog'\nvoid callCatalog\n"
  const bridge = 'export const api = (window as { catalog?: unknown }).catalog\n'
  const cacheCall = (method: string) =>
    `import type { QueryClient } from '@tanstack/react-query'\nexport const go = (client: QueryClient) => client.${method}({ queryKey: ['x'] })\n`

  it.each([
    ['callCatalog', 'src/renderer/items/sneaky.ts', callMain],
    [
      'catalogApi',
      'src/renderer/sneaky.ts',
      "import { catalogApi } from './api/call-catalog'\nvoid catalogApi\n",
    ],
    ['window.catalog', 'src/renderer/items/sneaky.ts', bridge],
    ...CACHE_CALLS.map((method) => [method, 'src/renderer/items/sneaky.ts', cacheCall(method)]),
  ])('refuses %s in %s', async (_what, filePath, code) => {
    expect((await importErrors(filePath, code)).join('\n')).toMatch(/Only an api\/ folder/)
  })

  it.each([
    [
      'callCatalog',
      'src/renderer/api/fine.ts',
      "import { callCatalog } from './call-catalog'\nvoid callCatalog\n",
    ],
    [
      'callCatalog',
      'src/renderer/items/api/fine.ts',
      "import { callCatalog } from '../../api/call-catalog'\nvoid callCatalog\n",
    ],
    ['setQueryData', 'src/renderer/items/api/fine.ts', cacheCall('setQueryData')],
    ['window.catalog', 'src/renderer/api/fine.ts', bridge],
    ['callCatalog', 'src/renderer/items/fine.test.tsx', callMain],
    ['invalidateQueries', 'src/renderer/items/fine.test.tsx', cacheCall('invalidateQueries')],
    // Reading the cache is not writing it:
    ['getQueryState', 'src/renderer/items/fine.ts', cacheCall('getQueryState')],
  ])('allows %s in %s', async (_what, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })

  it("names the feature's own api/ as the place for the call", async () => {
    expect(await importErrors('src/renderer/items/sneaky.ts', callMain)).toEqual([
      expect.stringContaining('src/renderer/items/api/'),
    ])
  })
})

describe('import cycles', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'catalog-cycles-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('finds none under src/', () => {
    expect(findImportCycles(join(process.cwd(), 'src'))).toStrictEqual([])
  })

  it('finds a cycle, type-only and re-exports included, and names its files', () => {
    mkdirSync(join(scratch, 'shared'), { recursive: true })
    writeFileSync(
      join(scratch, 'shared', 'ipc.ts'),
      "export { API } from './api-methods'\nexport type Channel = string\n",
    )
    writeFileSync(
      join(scratch, 'shared', 'api-methods.ts'),
      "import type { Channel } from './ipc'\nexport const API: Channel = 'x'\n",
    )
    writeFileSync(join(scratch, 'shared', 'leaf.ts'), "import { API } from './api-methods'\nvoid API\n")
    expect(findImportCycles(scratch)).toStrictEqual([['shared/api-methods.ts', 'shared/ipc.ts']])
  })
})

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

  it.each(['../shared/ipc', '../shared/ipc/index', '../shared/ipc/export'])(
    'refuses a value import of the IPC contract from %s in the renderer',
    async (from) => {
      const [result] = await eslint.lintText(
        `import { exportFormatSchema } from '${from}'\nvoid exportFormatSchema\n`,
        { filePath: 'src/renderer/sneaky.ts' },
      )
      expect(result?.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-restricted-imports')
    },
  )

  it('allows type imports of a domain file of the IPC contract', async () => {
    const [result] = await eslint.lintText(
      "import type { RecentLookups } from '../shared/ipc/recent'\nexport type Seen = RecentLookups\n",
      { filePath: 'src/renderer/fine.ts' },
    )
    expect(result?.messages).toEqual([])
  })

  it('allows type imports of the same module', async () => {
    const [result] = await eslint.lintText(
      "import type { ListItem } from '../shared/catalog'\nexport type Row = ListItem\n",
      { filePath: 'src/renderer/fine.ts' },
    )
    expect(result?.messages).toEqual([])
  })
})

describe('mutations live in an api/ folder', () => {
  const code = "import { useMutation } from '@tanstack/react-query'\nvoid useMutation\n"

  it('refuses useMutation in a component folder', async () => {
    expect(await importErrors('src/renderer/watch/sneaky.tsx', code)).not.toHaveLength(0)
    expect(await importErrors('src/renderer/items/sneaky.ts', code)).not.toHaveLength(0)
  })

  it("allows it in src/renderer/api and in a feature's api/, and allows useQuery everywhere", async () => {
    expect(await importErrors('src/renderer/api/use-fine.ts', code)).toEqual([])
    expect(await importErrors('src/renderer/watch/api/use-fine.ts', code)).toEqual([])
    expect(
      await importErrors(
        'src/renderer/watch/fine.tsx',
        "import { useQuery } from '@tanstack/react-query'\nvoid useQuery\n",
      ),
    ).toEqual([])
  })
})
