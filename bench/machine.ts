import { readFileSync } from 'node:fs'
import { availableParallelism, cpus, release, totalmem } from 'node:os'

/** Ratios travel between machines better than milliseconds, but neither means much without the machine. */
export function machineInfo(chromiumVersion: string | null): Record<string, string | number | null> {
  return {
    cpu_model: firstMatch('/proc/cpuinfo', /^model name\s*:\s*(.+)$/m) ?? cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: firstMatch('/etc/os-release', /^PRETTY_NAME="?([^"\n]+)"?$/m) ?? `${process.platform} ${release()}`,
    kernel: release(),
    node_version: process.version,
    chromium_version: chromiumVersion,
    date: new Date().toISOString(),
  }
}

function firstMatch(file: string, pattern: RegExp): string | undefined {
  try {
    return pattern.exec(readFileSync(file, 'utf8'))?.[1]?.trim() || undefined
  } catch {
    return undefined
  }
}
