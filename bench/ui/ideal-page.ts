import type { Browser, Page } from '@playwright/test'
import { installProbe } from './page-probe'

/** `values`: each form control's value, in document order (markup holds only its default value). */
type AppSnapshot = Readonly<{
  body: string
  htmlAttributes: readonly (readonly [string, string])[]
  values: readonly string[]
}>
/** The bare request the ideal page makes before its swap, where the app had to ask the catalog. */
export type IdealFetch = { readonly url: string; readonly token: string }
export type IdealPage = Awaited<ReturnType<typeof openIdealPage>>
/** The elements whose shown text is a property, not markup: the ideal page sets it as the app did. */
export const FORM_CONTROLS = 'input, textarea, select'

export async function snapshotApp(page: Page): Promise<AppSnapshot> {
  return page.evaluate(
    (controls) => ({
      body: document.body.innerHTML,
      htmlAttributes: [...document.documentElement.attributes].map((a) => [a.name, a.value] as const),
      values: [...document.querySelectorAll<HTMLInputElement>(controls)].map((control) => control.value),
    }),
    FORM_CONTROLS,
  )
}

/** Every rule of the app's stylesheets, so the same fonts and rules apply on the ideal page. */
export function appStylesheet(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'),
  )
}

/** The floor of an interaction (README), same-origin with the catalog; `bypassCSP` lets its style apply. */
export async function openIdealPage(browser: Browser, origin: string, stylesheet: string) {
  const viewport = { width: 1280, height: 800 }
  const context = await browser.newContext({ viewport, colorScheme: 'light', bypassCSP: true })
  const page = await context.newPage()
  await page.goto(`${origin}/bench-ideal-page`)
  const style = `<style>${stylesheet.replace(/<\/style/gi, '<\\/style')}</style>`
  // One document for all runs (style parsed, fonts matched once, as the app's): a run is only its step.
  const html = `<!doctype html><html><head><meta charset="utf-8">${style}</head><body></body></html>`
  await page.setContent(html)
  await installProbe(page)
  // As in the app, a click stays on the page: a button's form submit here, a row's link in patchBody.
  await page.evaluate(() =>
    document.addEventListener('submit', (event) => event.preventDefault(), { capture: true }),
  )
  return {
    page,
    prepare: async (before: AppSnapshot, after: AppSnapshot, fetch?: IdealFetch) => {
      const patch = (body: BodyPatch) => page.evaluate(patchBody, body)
      const controls = FORM_CONTROLS
      await page.evaluate(showHtmlAttributes, before.htmlAttributes)
      await patch({ to: before.body, values: before.values, controls, on: 'now', fetch: null })
      await patch({ to: after.body, values: after.values, controls, on: 'click', fetch: fetch ?? null })
    },
  }
}

/** Runs in the ideal page: the app's `<html>` attributes, in place of the last run's. */
export function showHtmlAttributes(htmlAttributes: AppSnapshot['htmlAttributes']): void {
  const root = document.documentElement
  for (const { name } of [...root.attributes]) root.removeAttribute(name)
  for (const [name, value] of htmlAttributes) root.setAttribute(name, value)
}

type BodyPatch = {
  readonly to: string
  readonly values: readonly string[]
  readonly controls: string
  readonly on: 'now' | 'click'
  readonly fetch: IdealFetch | null
}

type Patch =
  | { kind: 'text'; node: CharacterData; data: string }
  | { kind: 'attributes'; element: Element; from: Element }
  | { kind: 'children'; element: Node; from: Node }
  | { kind: 'value'; element: HTMLInputElement; value: string }

/**
 * Runs in the ideal page: patches its body into the markup `to` (and its controls' `values`),
 * computed now and applied now or on the next click. The page keeps every element that stays,
 * as the app does: a body rebuilt before each run gave the ideal page fresh compositor layers,
 * whose tile bookkeeping cost its commits less than the app's long-lived ones.
 */
export function patchBody(armed: BodyPatch) {
  const { to, values, controls, on, fetch: request } = armed
  const template = document.createElement('template')
  template.innerHTML = to
  // Each control's value in the markup `to`, by its place among that markup's controls.
  const valueAfter = new Map<Node, string>()
  template.content
    .querySelectorAll(controls)
    .forEach((control, i) => valueAfter.set(control, values[i] ?? ''))
  /** What the app marks each item's row with (inside: this function runs in the page). */
  const ITEM_ID = 'data-item-id'
  const patches: Patch[] = []
  const sameAttributes = (a: Element, b: Element) =>
    a.attributes.length === b.attributes.length &&
    [...a.attributes].every((attribute) => b.getAttribute(attribute.name) === attribute.value)
  const alike = (x: Node, y: Node) => x.nodeType === y.nodeType && x.nodeName === y.nodeName
  const diffChildren = (a: Node, b: Node) => {
    const [mine, theirs] = [a.childNodes, b.childNodes]
    const sameShape = mine.length === theirs.length && [...mine].every((node, i) => alike(node, theirs[i]!))
    if (!sameShape) {
      patches.push({ kind: 'children', element: a, from: b })
      return
    }
    mine.forEach((node, i) => {
      const other = theirs[i]!
      if (node instanceof CharacterData) {
        if (node.data !== (other as CharacterData).data)
          patches.push({ kind: 'text', node, data: (other as CharacterData).data })
      } else if (node instanceof Element) {
        if (!sameAttributes(node, other as Element))
          patches.push({ kind: 'attributes', element: node, from: other as Element })
        const value = valueAfter.get(other)
        if (value !== undefined && (node as HTMLInputElement).value !== value)
          patches.push({ kind: 'value', element: node as HTMLInputElement, value })
        // A row for another item gets new cells, as hand-written pages do; patching texts measured dearer.
        if (node.getAttribute(ITEM_ID) !== (other as Element).getAttribute(ITEM_ID))
          patches.push({ kind: 'children', element: node, from: other })
        else diffChildren(node, other)
      }
    })
  }
  diffChildren(document.body, template.content)
  const apply = () => {
    for (const patch of patches) {
      if (patch.kind === 'text') patch.node.data = patch.data
      else if (patch.kind === 'value') patch.element.value = patch.value
      else if (patch.kind === 'attributes') {
        for (const { name } of [...patch.element.attributes])
          if (!patch.from.hasAttribute(name)) patch.element.removeAttribute(name)
        // Only what changed: setting an equal value still invalidates the element's style.
        for (const { name, value } of patch.from.attributes)
          if (patch.element.getAttribute(name) !== value) patch.element.setAttribute(name, value)
      } else {
        const clones = [...patch.from.childNodes].map((node) => document.importNode(node, true))
        ;(patch.element as Element | DocumentFragment).replaceChildren(...clones)
        const [cloned, originals] = [patch.element as Element, patch.from as Element]
        const sources = [...originals.querySelectorAll(controls)]
        cloned.querySelectorAll<HTMLInputElement>(controls).forEach((control, i) => {
          const value = valueAfter.get(sources[i]!)
          if (value !== undefined && control.value !== value) control.value = value
        })
      }
    }
  }
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    if (!request) return apply()
    const headers = { Authorization: `Bearer ${request.token}`, Accept: 'application/json' }
    void fetch(request.url, { headers })
      .then((response) => response.text())
      .then((text) => {
        JSON.parse(text)
        apply()
      })
  }
  if (on === 'now') apply()
  else document.addEventListener('click', onClick, { once: true, capture: true })
}
