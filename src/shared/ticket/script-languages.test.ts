import { describe, expect, it } from 'vitest'
import simplified from '../i18n/messages/zh-CN.json'
import { zhCN } from '../reply/default-templates/zh-cn'
import { notRussian, traditionalChinese } from './script-languages'

describe('notRussian', () => {
  it.each([
    ['a letter Russian lacks', ['Привіт']],
    ['a Belarusian letter', ['дзякуй', 'вялікі']],
    ['a Ukrainian word of Russian letters only', ['Дякую']],
    ['a Ukrainian question', ['Коли', 'буде']],
    ['the last Ukrainian word listed', ['дзякуй']],
  ])('finds %s', (_what, words) => {
    expect(notRussian(words)).toBe(true)
  })

  it('finds nothing in Russian', () => {
    expect(notRussian(['Здравствуйте', 'где', 'мой', 'скин', 'Спасибо', 'ещё', 'не', 'пришёл'])).toBe(false)
  })
})

describe('traditionalChinese', () => {
  it('finds a Traditional character', () => {
    expect(traditionalChinese('還沒收到')).toBe(true)
    expect(traditionalChinese('请帮我查一下，謝謝')).toBe(true)
  })

  it.each([...'們綁證藍盡'])('knows %s, from each part of its list', (character) => {
    expect(traditionalChinese(`你好${character}`)).toBe(true)
  })

  it('finds none in the Simplified the app writes, its screens and replies alike', () => {
    expect(traditionalChinese(JSON.stringify(simplified))).toBe(false)
    expect(traditionalChinese(JSON.stringify(zhCN))).toBe(false)
    expect(traditionalChinese('你好，我的物品还没到，请帮我查一下，谢谢。')).toBe(false)
  })
})
