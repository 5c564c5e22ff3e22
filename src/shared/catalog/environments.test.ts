import { describe, expect, it } from 'vitest'
import { environmentNamedIn } from './environments'

describe('environmentNamedIn', () => {
  it('reads the environment a label names, in any case, as a whole word', () => {
    expect(environmentNamedIn('Production')).toBe('production')
    expect(environmentNamedIn('Production EU')).toBe('production')
    expect(environmentNamedIn('eu-prod')).toBe('production')
    expect(environmentNamedIn('LIVE catalog')).toBe('production')
    expect(environmentNamedIn('Staging 2')).toBe('staging')
    expect(environmentNamedIn('stage')).toBe('staging')
  })

  it('names nothing for words that only start alike, for no word, or for both', () => {
    expect(environmentNamedIn('Productions Ltd')).toBeNull()
    expect(environmentNamedIn('Prodigy')).toBeNull()
    expect(environmentNamedIn('Liverpool')).toBeNull()
    expect(environmentNamedIn('EU catalog')).toBeNull()
    expect(environmentNamedIn('prod copy on staging')).toBeNull()
  })
})
