// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { FORM_CONTROLS, patchBody, showHtmlAttributes } from './ideal-page'

const controls = FORM_CONTROLS
const show = (body: string, values: string[] = []) => {
  showHtmlAttributes([])
  patchBody({ to: body, values, controls, on: 'now', fetch: null })
}
const arm = (to: string, values: string[] = []) =>
  patchBody({ to, values, controls, on: 'click', fetch: null })
const click = () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
const box = () => document.querySelector<HTMLInputElement>('#box')!

describe('the ideal page', () => {
  beforeEach(() => show(''))

  it("shows the app's control values, which its markup does not hold", () => {
    show('<input id="box"><p>a</p>', ['1042'])
    expect(box().value).toBe('1042')
  })

  it('keeps the elements that stay from one run to the next, as the long-lived app does', () => {
    show('<main><p>item 1</p></main>')
    const kept = document.querySelector('main')
    show('<main><p>item 2</p></main>')
    expect(document.querySelector('main')).toBe(kept)
    expect(kept?.textContent).toBe('item 2')
  })

  it("patches the step's texts and control values on the click, not before", () => {
    show('<input id="box"><p>item 1</p>', ['1'])
    arm('<input id="box"><p>item 2</p>', ['2'])
    expect([box().value, document.querySelector('p')!.textContent]).toEqual(['1', 'item 1'])
    click()
    expect([box().value, document.querySelector('p')!.textContent]).toEqual(['2', 'item 2'])
  })

  it("gives a replaced row's controls their values", () => {
    show('<table><tbody><tr data-item-id="1"><td><input></td></tr></tbody></table>', ['x'])
    arm('<table><tbody><tr data-item-id="2"><td><input id="box"></td></tr></tbody></table>', ['y'])
    click()
    expect(box().value).toBe('y')
  })
})
