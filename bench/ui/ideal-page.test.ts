// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { armSwap, FORM_CONTROLS, showMarkup } from './ideal-page'

const controls = FORM_CONTROLS
const show = (body: string, values: string[] = []) =>
  showMarkup({ body, htmlAttributes: [], values, controls })
const click = () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
const box = () => document.querySelector<HTMLInputElement>('#box')!

describe('the ideal page', () => {
  beforeEach(() => show(''))

  it("shows the app's control values, which its markup does not hold", () => {
    show('<input id="box"><p>a</p>', ['1042'])
    expect(box().value).toBe('1042')
  })

  it("patches the step's texts and control values on the click, not before", () => {
    show('<input id="box"><p>item 1</p>', ['1'])
    armSwap({ after: '<input id="box"><p>item 2</p>', values: ['2'], controls, fetch: null })
    expect([box().value, document.querySelector('p')!.textContent]).toEqual(['1', 'item 1'])
    click()
    expect([box().value, document.querySelector('p')!.textContent]).toEqual(['2', 'item 2'])
  })

  it("gives a replaced row's controls their values", () => {
    show('<table><tbody><tr data-item-id="1"><td><input></td></tr></tbody></table>', ['x'])
    const after = '<table><tbody><tr data-item-id="2"><td><input id="box"></td></tr></tbody></table>'
    armSwap({ after, values: ['y'], controls, fetch: null })
    click()
    expect(box().value).toBe('y')
  })
})
