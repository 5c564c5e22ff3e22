import { describe, expect, it, vi } from 'vitest'

/** Longer than vi.waitFor's own default of one second: what a loaded machine may take. */
const SLOWER_THAN_A_SECOND_MS = 1_300

describe('vi.waitFor in this project', () => {
  it('waits past one second for what the code does, unless a test says otherwise', async () => {
    const readyAt = Date.now() + SLOWER_THAN_A_SECOND_MS
    await expect(
      vi.waitFor(() => {
        if (Date.now() < readyAt) throw new Error('not yet')
        return 'done'
      }),
    ).resolves.toBe('done')
    await expect(
      vi.waitFor(
        () => {
          throw new Error('never')
        },
        { timeout: 100 },
      ),
    ).rejects.toThrow('never')
  })
})
