/** Marks a moment of the start as `catalog:<moment>` (User Timing, read by any profiler), once. */
export const mark = (moment: string) => {
  const name = `catalog:${moment}`
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name)
}
