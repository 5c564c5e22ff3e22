/**
 * Names of the User Timing marks the window sets while it starts (src/renderer/main.tsx), read
 * by the bench's startup breakdown (bench/ui/startup-breakdown.ts).
 */
export const START_MARKS = {
  /** The renderer's bundle has been evaluated: its first line of app code runs. */
  script: 'catalog:script-evaluated',
  /** React committed the first tree. */
  mounted: 'catalog:first-commit',
} as const
