/**
 * What a test file can change in its process and no later file should inherit: the
 * environment, the working folder, the process's listeners. Taken before a file and compared
 * after it (between-node-files.test-support.ts).
 */
export interface ProcessState {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  readonly listeners: ReadonlyMap<string | symbol, number>
}

export function processState(of: NodeJS.Process = process): ProcessState {
  return {
    env: { ...of.env },
    cwd: of.cwd(),
    listeners: new Map(of.eventNames().map((name) => [name, of.listenerCount(name)])),
  }
}

/** What differs between `before` and `after`, one phrase each; empty when nothing does. */
export function changesBetween(before: ProcessState, after: ProcessState): string[] {
  const changes: string[] = []
  for (const name of new Set([...Object.keys(before.env), ...Object.keys(after.env)])) {
    if (after.env[name] !== before.env[name]) changes.push(`process.env.${name} changed`)
  }
  if (after.cwd !== before.cwd) changes.push(`the working folder changed to ${after.cwd}`)
  for (const name of new Set([...before.listeners.keys(), ...after.listeners.keys()])) {
    const added = (after.listeners.get(name) ?? 0) - (before.listeners.get(name) ?? 0)
    if (added !== 0) changes.push(`${added} process '${String(name)}' listener(s) more`)
  }
  return changes
}
