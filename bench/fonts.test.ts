import { describe, expect, it } from 'vitest'
import { familiesOf, missingFontsMessage } from './fonts'

describe('the bench font check', () => {
  it('reads the families fc-list names, each once', () => {
    const output = 'Noto Sans CJK SC,Noto Sans CJK SC Regular\nNoto Serif CJK TC\nNoto Sans CJK SC\n\n'
    expect(familiesOf(output)).toEqual(['Noto Sans CJK SC', 'Noto Sans CJK SC Regular', 'Noto Serif CJK TC'])
  })

  it('says what to install when no CJK font is there, and nothing when one is', () => {
    expect(missingFontsMessage([])).toContain('sudo apt-get install fonts-noto-cjk')
    expect(missingFontsMessage(['Noto Sans CJK SC'])).toBeNull()
  })
})
