import { useState } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Environment } from '../../shared/catalog/environments'
import { CatalogDetailsFields } from './catalog-details-fields'
import { EnvironmentTag } from './environment-tag'
import { renderWithQuery } from '../render-with-query.test-support'

function Fields() {
  const [details, setDetails] = useState<{ label: string; environment: Environment }>({
    label: '',
    environment: 'other',
  })
  return <CatalogDetailsFields idPrefix="test" {...details} onChange={setDetails} />
}

describe('CatalogDetailsFields', () => {
  it('sets the environment a typed label names, and says it did', async () => {
    const user = userEvent.setup()
    renderWithQuery(<Fields />)
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Production EU')
    const environment = screen.getByRole('combobox', { name: 'Environment' })
    expect(environment).toHaveValue('production')
    expect(environment).toHaveAccessibleDescription('Read from the label; change it if that is wrong.')
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Production EU')
  })

  it('leaves an environment the agent picked alone', async () => {
    const user = userEvent.setup()
    renderWithQuery(<Fields />)
    const environment = screen.getByRole('combobox', { name: 'Environment' })
    await user.selectOptions(environment, 'staging')
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Production copy')
    expect(environment).toHaveValue('staging')
    expect(environment).not.toHaveAccessibleDescription()
  })
})

describe('EnvironmentTag', () => {
  it('is read out beside a label that does not name it, and only seen beside one that does', () => {
    renderWithQuery(
      <p>
        <span data-testid="eu">
          EU <EnvironmentTag environment="production" label="EU" />
        </span>
        <span data-testid="named">
          Production <EnvironmentTag environment="production" label="Production" />
        </span>
      </p>,
    )
    expect(screen.getByTestId('eu').querySelector('.tag')).not.toHaveAttribute('aria-hidden')
    expect(screen.getByTestId('named').querySelector('.tag')).toHaveAttribute('aria-hidden', 'true')
  })
})
