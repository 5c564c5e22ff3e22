/**
 * Exact order of two decimal price strings (`"12.50"`).
 *
 * Up to 15 integer digits plus two decimals is more than a double holds exactly, so prices
 * are compared as text: longer integer part first, then digit by digit.
 */
export function comparePrice(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.split('.')
  const [bInt = '', bFrac = ''] = b.split('.')
  const aWhole = aInt.replace(/^0+(?=\d)/, '')
  const bWhole = bInt.replace(/^0+(?=\d)/, '')
  if (aWhole.length !== bWhole.length) return aWhole.length - bWhole.length
  const whole = aWhole < bWhole ? -1 : aWhole > bWhole ? 1 : 0
  if (whole !== 0) return whole
  const aF = aFrac.padEnd(2, '0')
  const bF = bFrac.padEnd(2, '0')
  return aF < bF ? -1 : aF > bF ? 1 : 0
}
