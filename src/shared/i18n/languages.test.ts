import { describe, expect, it } from 'vitest'
import { isReplyLanguage } from './languages'

describe('isReplyLanguage', () => {
  it.each([
    ['en', true],
    ['pt-BR', true],
    ['zh-CN', true],
    ['pt-br', false],
    ['fr', false],
    ['', false],
    [undefined, false],
    [null, false],
    [['en'], false],
  ])('%o: %s', (value, known) => {
    expect(isReplyLanguage(value)).toBe(known)
  })
})
