import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadablePart } from '../ui/lazy-part'
import de from '../../shared/i18n/messages/de.json'
import { CrashBoundary } from './crash-boundary'

// React reports every error a boundary catches on the console; the screen is what is tested.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterEach(() => consoleError.mockClear())

function Broken(): never {
  throw new Error('cannot read properties of undefined (reading "status")')
}

/** No language's words in the cache yet: the screen speaks English. */
const english = () => null

describe('CrashBoundary', () => {
  it('speaks the window’s language, read when it fails, and English when that cannot be read', () => {
    const view = render(
      <CrashBoundary onReload={() => undefined} currentMessages={() => ({ language: 'de', messages: de })}>
        <Broken />
      </CrashBoundary>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent(de['crash.title'])
    expect(screen.getByRole('button', { name: de['crash.reload'] })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('(reading "status")')
    view.unmount()
    render(
      <CrashBoundary
        onReload={() => undefined}
        currentMessages={() => {
          throw new Error('the cache is gone too')
        }}
      >
        <Broken />
      </CrashBoundary>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('This window ran into a problem')
  })

  it('shows its children while nothing fails', () => {
    render(
      <CrashBoundary onReload={() => undefined} currentMessages={english}>
        <p>items</p>
      </CrashBoundary>,
    )
    expect(screen.getByText('items')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says what broke instead of a blank window, and reloads it on request', async () => {
    const reload = vi.fn()
    render(
      <CrashBoundary onReload={reload} currentMessages={english}>
        <Broken />
      </CrashBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'cannot read properties of undefined (reading "status")',
    )
    expect(screen.getByRole('alert')).toHaveTextContent('catalogs, sign-in and settings are kept')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload window' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('catches a part that loads on first use and whose file cannot be read', async () => {
    const { Component: Missing } = loadablePart(
      () =>
        Promise.reject<{ Panel: () => null }>(new TypeError('Failed to fetch dynamically imported module')),
      'Panel',
    )
    render(
      <CrashBoundary onReload={() => undefined} currentMessages={english}>
        <Missing />
      </CrashBoundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module')
  })

  it('shortens a very long message', () => {
    function Noisy(): never {
      throw new Error('x'.repeat(5_000))
    }
    render(
      <CrashBoundary onReload={() => undefined} currentMessages={english}>
        <Noisy />
      </CrashBoundary>,
    )
    const shown = screen.getByRole('alert').textContent ?? ''
    expect(shown.length).toBeLessThan(500)
    expect(shown).toContain('x…')
  })
})
