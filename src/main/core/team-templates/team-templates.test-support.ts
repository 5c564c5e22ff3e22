import { emitTo } from '../events/sent-events.test-support'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPLY_TEMPLATES_FILE_FORMAT } from '../../../shared/reply/templates-schema'
import { openSettingsStore } from '../settings/settings-store'
import { forkPathReader } from './fork-path-reader'
import type { SpawnReader } from './path-reader'
import type { PathRequest } from './team-file'
import {
  createTeamTemplates,
  type TeamTemplatesDeps,
  type TeamTemplatesService,
} from './team-templates-service'

/** A team file as `Export for the team…` writes it: one English box, and the set version. */
export function teamFileText(
  notFound: string,
  setVersion?: number,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    format: REPLY_TEMPLATES_FILE_FORMAT,
    version: 2,
    ...(setVersion === undefined ? {} : { setVersion }),
    templates: { en: { not_found: notFound } },
    ...extra,
  })
}

export interface TeamFixture {
  readonly dir: string
  readonly logs: string[]
  /** How many times the status changed (the window would refetch). */
  changes: number
  /** A service over the fixture's folder and settings.json (a new one is "the next start"). */
  open(options?: Partial<TeamTemplatesDeps>): Promise<TeamTemplatesService>
  cleanup(): Promise<void>
}

export async function teamFixture(): Promise<TeamFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-team-templates-'))
  const services: TeamTemplatesService[] = []
  const fixture: TeamFixture = {
    dir,
    logs: [],
    changes: 0,
    async open(options = {}) {
      const settings = await openSettingsStore({ dir })
      const service = createTeamTemplates({
        dir,
        settings,
        emit: emitTo((sent) => {
          if (sent.event !== 'replies:teamChanged') throw new Error(`team templates sent ${sent.event}`)
          fixture.changes += 1
        }),
        log: (line) => fixture.logs.push(line),
        timeoutMs: 2_000,
        ...options,
      })
      services.push(service)
      return service
    },
    async cleanup() {
      for (const service of services) service.dispose()
      await rm(dir, { recursive: true, force: true })
    },
  }
  return fixture
}

/**
 * A reader "process" in this one that answers with what `read` resolves to, and ends as a
 * crashed reader would when it rejects: the service's choices around a read, without a process.
 */
export function readerWith(read: (request: PathRequest) => Promise<unknown>): SpawnReader {
  return () => {
    const messages: ((message: unknown) => void)[] = []
    const exits: ((how: string) => void)[] = []
    let killed = false
    return {
      send(request) {
        read(request).then(
          (answer) => !killed && messages.forEach((listener) => listener(answer)),
          (error: unknown) => !killed && exits.forEach((listener) => listener(String(error))),
        )
      },
      onMessage: (listener) => void messages.push(listener),
      onExit: (listener) => void exits.push(listener),
      kill() {
        killed = true
      },
    }
  }
}

const HERE = dirname(fileURLToPath(import.meta.url))

/** Reader processes of the real entry (team-file-process.ts), its TypeScript run through tsx. */
export const forkTestReader = (entry = join(HERE, 'team-file-process.ts')): SpawnReader =>
  forkPathReader(entry, ['--import', 'tsx'])

/** Reader processes whose read never returns (stuck-reader.test-support.ts). */
export const forkStuckReader = (): SpawnReader => forkTestReader(join(HERE, 'stuck-reader.test-support.ts'))

/** Counts the processes `spawn` starts and records how each ended. */
export function countedSpawns(spawn: SpawnReader) {
  const ended: string[] = []
  let started = 0
  const counted: SpawnReader = () => {
    started += 1
    const child = spawn()
    child.onExit((how) => ended.push(how))
    return child
  }
  return { spawn: counted, ended, started: () => started }
}
