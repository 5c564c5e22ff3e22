import { resolve } from 'node:path'
import { _electron } from '@playwright/test'
import { findElectronRuntime } from '../../e2e/electron-runtime'
import { launchApp } from '../../e2e/harness'
import type { GroupOutcome } from '../report'
import type { Plan } from '../sampling'
import { firstDataRow, measureStartup, timeToFirstRow } from './startup-outcome'

const PLAN: Plan = { warmup: 1, runs: 5 }
const VIEWPORT = { width: 1280, height: 800 }

/**
 * startup_electron_ms and startup_electron_ratio, where an Electron runtime is installed:
 * the built app in Electron mode with the demo catalog (the harness's launchApp), launch call
 * to first data row visible, vs Electron showing a one-row page (bench/electron-blank-main.cjs)
 * measured the same way. Returns the reason instead where it cannot run.
 *
 * Not yet run on any machine: none of the team's machines has an Electron runtime.
 */
export async function benchElectronStartup(): Promise<GroupOutcome | { readonly skipped: string }> {
  const runtime = findElectronRuntime()
  if (!runtime.found) return { skipped: `Electron mode not measured: ${runtime.reason}` }
  if (process.platform === 'linux' && !process.env.DISPLAY) {
    return {
      skipped: 'Electron mode not measured: Electron needs a display (run the bench under xvfb-run -a)',
    }
  }
  const appLaunch = timeToFirstRow(() => launchApp({ mode: 'electron', demo: true, viewport: VIEWPORT }))
  const blankLaunch = async () => {
    const start = performance.now()
    const electron = await _electron.launch({
      executablePath: runtime.executablePath,
      args: [resolve(__dirname, '../electron-blank-main.cjs')],
    })
    try {
      await firstDataRow(await electron.firstWindow())
      return performance.now() - start
    } finally {
      await electron.close()
    }
  }
  return measureStartup(
    PLAN,
    {
      appKey: 'startup_electron_ms',
      appLabel: 'startup: launch → first data row (demo, Electron)',
      blankKey: 'startup_electron_blank_ms',
      blankLabel: 'startup: Electron launch → blank page (floor)',
      ratioKey: 'startup_electron_ratio',
      note: `startup (Electron): ${PLAN.warmup} warm-up + ${PLAN.runs} launches each, interleaved`,
    },
    appLaunch,
    blankLaunch,
  )
}
