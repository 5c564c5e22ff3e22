import type { ErrorMeaning } from './error-meanings'

/** A row of an error table: the phrase a lead wrote and what it means (error-table.ts reads them). */
export interface ErrorTableEntry {
  /** The phrase, as the lead wrote it (normalised only when matching). */
  readonly contains: string
  readonly means: ErrorMeaning
  /**
   * Set only on a table laid out for reading (layerErrorTables): a row of the team's table or
   * of the default one. Never stored: a stored row is the agent's own.
   */
  readonly from?: 'team' | 'default'
}

export type ErrorTable = readonly ErrorTableEntry[]
