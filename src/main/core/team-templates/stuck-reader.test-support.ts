import { open } from 'node:fs/promises'

/**
 * Test-only: a team file reader process whose read never returns. It opens the path it is
 * asked for before looking at it, four times, so a FIFO with no writer holds all four of its
 * own I/O threads, as a share that stopped answering holds `stat`. It never answers; the app
 * must end it.
 */
process.on('message', (message) => {
  const { path } = message as { path: string }
  for (let thread = 0; thread < 4; thread++) void open(path, 'r')
})
