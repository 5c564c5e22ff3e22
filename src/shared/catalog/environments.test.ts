import { describe, expect, it } from 'vitest'
import { environmentNamedIn } from './environments'

describe('environmentNamedIn', () => {
  it('reads the environment a label names, in any case, as a whole word', () => {
    expect(environmentNamedIn('Production')).toBe('production')
    expect(environmentNamedIn('Production EU')).toBe('production')
    expect(environmentNamedIn('eu-prod')).toBe('production')
    expect(environmentNamedIn('LIVE catalog')).toBe('production')
    expect(environmentNamedIn('Staging 2')).toBe('staging')
    expect(environmentNamedIn('stage')).toBe('staging')
  })

  it('reads the names agents use in the app languages, as its placeholders suggest them', () => {
    expect(environmentNamedIn('Produktion EU')).toBe('production')
    expect(environmentNamedIn('Producción UE')).toBe('production')
    expect(environmentNamedIn('Produção UE')).toBe('production')
    expect(environmentNamedIn('Прод EU')).toBe('production')
    expect(environmentNamedIn('生产环境')).toBe('production')
    expect(environmentNamedIn('Preproducción')).toBe('staging')
    expect(environmentNamedIn('Homologação BR')).toBe('staging')
    expect(environmentNamedIn('Стейджинг 2')).toBe('staging')
    expect(environmentNamedIn('预发布环境')).toBe('staging')
  })

  it('reads pre-prod as staging, not as production', () => {
    expect(environmentNamedIn('eu-pre-prod')).toBe('staging')
    expect(environmentNamedIn('Pre Prod 2')).toBe('staging')
    expect(environmentNamedIn('preprod')).toBe('staging')
  })

  it('names nothing for words that only start alike, for no word, or for both', () => {
    expect(environmentNamedIn('Productions Ltd')).toBeNull()
    expect(environmentNamedIn('Prodigy')).toBeNull()
    expect(environmentNamedIn('Liverpool')).toBeNull()
    expect(environmentNamedIn('EU catalog')).toBeNull()
    expect(environmentNamedIn('prod copy on staging')).toBeNull()
    expect(environmentNamedIn('Produktionsdaten')).toBeNull()
    expect(environmentNamedIn('生产 预发布')).toBeNull()
  })
})
