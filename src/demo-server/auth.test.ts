import { describe, expect, it } from 'vitest'
import { useDemoServer } from './testing/demo-fixture.test-support'

/** Spec 5: every /v1 request carries `Authorization: Bearer <token>`; anything else is a 401 envelope. */
describe('bearer authentication', () => {
  const demo = useDemoServer({ token: 'secret-Token_1' })

  const protectedPaths = ['/v1/items', '/v1/items?limit=1', '/v1/items/1', '/v1/items/999999']

  it.each(protectedPaths)('refuses %s without an Authorization header', async (path) => {
    const { body, headers } = await demo.client.error(path, 401, { token: null })
    expect(body.message).toMatch(/Authorization: Bearer/)
    expect(headers.get('www-authenticate')).toMatch(/^Bearer /)
  })

  it.each(protectedPaths)('refuses %s with a wrong token, without echoing it', async (path) => {
    const { body, headers } = await demo.client.error(path, 401, { token: 'wrong-token-value' })
    expect(body.message).toMatch(/not valid/)
    expect(JSON.stringify(body)).not.toContain('wrong-token-value')
    expect(JSON.stringify(body)).not.toContain('secret-Token_1')
    expect(headers.get('www-authenticate')).toContain('error="invalid_token"')
  })

  it('refuses a token that only differs in case or by a prefix', async () => {
    await demo.client.error('/v1/items', 401, { token: 'SECRET-TOKEN_1' })
    await demo.client.error('/v1/items', 401, { token: 'secret-Token_' })
    await demo.client.error('/v1/items', 401, { token: 'secret-Token_12' })
  })

  it.each([
    ['Basic', `Basic ${Buffer.from('user:secret-Token_1').toString('base64')}`],
    ['a bare token', 'secret-Token_1'],
    ['Token scheme', 'Token secret-Token_1'],
    ['Bearer without a token', 'Bearer'],
    ['Bearer with spaces only', 'Bearer    '],
  ])('refuses %s', async (_label, authorization) => {
    const { body } = await demo.client.error('/v1/items', 401, {
      token: null,
      headers: { Authorization: authorization },
    })
    expect(body.success).toBe(false)
    expect(body.type).toBe('error')
    expect(JSON.stringify(body)).not.toContain('secret-Token_1')
  })

  it('accepts the scheme name in any case (RFC 7235), but only the exact token', async () => {
    const lower = await demo.client.call('/v1/items?limit=1', {
      token: null,
      headers: { Authorization: 'bearer secret-Token_1' },
    })
    expect(lower.kind).toBe('list')
    const upper = await demo.client.call('/v1/items/1', {
      token: null,
      headers: { Authorization: 'BEARER secret-Token_1' },
    })
    expect(upper.kind).toBe('item')
  })

  it('accepts the right token on both endpoints', async () => {
    expect((await demo.client.list('?limit=1')).data).toHaveLength(1)
    expect((await demo.client.item(1)).data.id).toBe(1)
  })

  it('applies to HEAD as well', async () => {
    const refused = await demo.client.call('/v1/items', { method: 'HEAD', token: null })
    expect(refused.status).toBe(401)
    const allowed = await demo.client.call('/v1/items', { method: 'HEAD' })
    expect(allowed.status).toBe(200)
  })

  it('does not protect item images, which an <img> fetches without headers', async () => {
    const response = await fetch(demo.client.url('/images/1.png'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })
})
