import { readFileSync } from 'node:fs'
import { availableParallelism, cpus, release, totalmem } from 'node:os'

/**
 * What the figures were measured on.
 *
 * Ratios travel between machines better than milliseconds, but neither means much without
 * the machine: results.json carries it under its own key.
 */
export function machineInfo(chromiumVersion: string | null): Record<string, string | number | null> {
  return {
    cpu_model: cpuModel(),
    cores: availableParallelism(),
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    kernel: release(),
    node_version: process.version,
    chromium_version: chromiumVersion,
    date: new Date().toISOString(),
  }
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('model name'))
    const model = line?.split(':')[1]?.trim()
    if (model) return model
  } catch {
    // Not Linux: os.cpus() below knows the model there.
  }
  return cpus()[0]?.model ?? 'unknown'
}

function osName(): string {
  try {
    const match = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))
    if (match?.[1]) return match[1]
  } catch {
    // Not Linux.
  }
  return `${process.platform} ${release()}`
}
