import { describe, expect, it } from 'vitest'
import { withoutBearerPrefix } from './bearer-prefix'

describe('withoutBearerPrefix', () => {
  it.each([
    ['Bearer s3cret', 's3cret'],
    ['bearer s3cret', 's3cret'],
    ['BEARER\ts3cret', 's3cret'],
    ['  Bearer   s3cret ', 's3cret '],
  ])('takes the scheme off %j', (raw, token) => {
    expect(withoutBearerPrefix(raw)).toEqual({ token, removedPrefix: true })
  })

  it.each(['s3cret', 'Bearers3cret', 'Bearer', 'my Bearer token', ''])('leaves %j as it is', (raw) => {
    expect(withoutBearerPrefix(raw)).toEqual({ token: raw, removedPrefix: false })
  })
})
