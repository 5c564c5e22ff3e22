/** Each rate's share of the measured rounds, in rounds' worth of runs, where rates are compared. */
export const ROUNDS_PER_RATE = 6

/** Measured rounds after the untimed one: a single rate gets one round. */
export const measuredRounds = (rates: readonly number[]) =>
  rates.length > 1 ? ROUNDS_PER_RATE * rates.length : 1

/**
 * The rate of the measured run `index` (counted over all rounds): A B B A run by run. Rounds of
 * one rate each compared 1× and 2× on other rows and minutes apart, so the items drawn and the
 * host's drift landed on one rate; run by run both rates meet the same rows and moments.
 */
export const rateOfRun = (rates: readonly number[], index: number) => {
  const cycle = [...rates, ...rates.toReversed()]
  return cycle[index % cycle.length]!
}
