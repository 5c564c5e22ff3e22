import { describe, expect, it } from 'vitest'
import { editDistance, nearestName } from './nearest-name'

const KEYS = ['catalogs', 'teamTemplatesSource', 'demoCatalog', 'updateChecks', 'recentLookupsDays']

describe('nearestName', () => {
  it.each([
    ['teamTemplateSource', 'teamTemplatesSource'],
    ['TeamTemplatesSource', 'teamTemplatesSource'],
    ['catalog', 'catalogs'],
    ['demoCatalogue', 'demoCatalog'],
    ['updatecheck', 'updateChecks'],
    ['recentLookupDays', 'recentLookupsDays'],
  ])('reads %s as %s', (typed, meant) => {
    expect(nearestName(typed, KEYS)).toBe(meant)
  })

  it.each(['colour', 'proxy', 'x', ''])('suggests nothing for %j, which is close to none', (typed) => {
    expect(nearestName(typed, KEYS)).toBeNull()
  })

  it('gives a short name two letters of slack, and a long one a third of its length', () => {
    expect(nearestName('lbel', ['label'])).toBe('label')
    expect(nearestName('lbl', ['label'])).toBe('label')
    expect(nearestName('lb', ['label'])).toBeNull()
    // 19 letters: six steps still read as the same word, seven do not.
    expect(nearestName('teamTempSrc', ['teamTemplatesSource'])).toBeNull()
    expect(nearestName('teamTemplSource', ['teamTemplatesSource'])).toBe('teamTemplatesSource')
  })

  it('takes the closest, and the first listed of two as close', () => {
    expect(nearestName('catalogss', ['catalog', 'catalogs'])).toBe('catalogs')
    expect(nearestName('labex', ['label', 'labey'])).toBe('label')
  })
})

describe('editDistance', () => {
  it.each<[string, string, number]>([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['flaw', 'lawn', 2],
    ['same', 'same', 0],
  ])('from %j to %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})
