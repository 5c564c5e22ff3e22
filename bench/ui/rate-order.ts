/** Measured rounds after the untimed one: with two rates, four, so each rate has two rounds' worth of runs. */
export const measuredRounds = (rates: readonly number[]) => (rates.length > 1 ? 2 * rates.length : 1)

/**
 * The rate of the measured run `index` (counted over all rounds): A B B A run by run. Rounds of
 * one rate each compared 1× and 2× on other rows and minutes apart, so the items drawn and the
 * host's drift landed on one rate; run by run both rates meet the same rows and moments.
 */
export const rateOfRun = (rates: readonly number[], index: number) => {
  const cycle = [...rates, ...rates.toReversed()]
  return cycle[index % cycle.length]!
}
