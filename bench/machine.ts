import { readFileSync } from 'node:fs'
import { availableParallelism, cpus, release, totalmem } from 'node:os'

/**
 * What the figures were measured on. Ratios travel between machines better than milliseconds,
 * but neither means much without the machine: results.json carries it under its own key.
 */
export function machineInfo(chromiumVersion: string | null): Record<string, string | number | null> {
  return {
    // Linux names the CPU and the OS in these files; elsewhere Node's own answers stand in.
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
