/**
 * Which kind of catalog a known catalog is: the agent says so when connecting (or later with
 * Edit catalog…), and the header marks production in a colour that cannot be missed, so
 * staging is never mistaken for production. zod-free: the renderer lists these too.
 */
export const ENVIRONMENTS = ['production', 'staging', 'other'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export const ENVIRONMENT_LABELS: Readonly<Record<Environment, string>> = {
  production: 'Production',
  staging: 'Staging',
  other: 'Other',
}

/** A catalog nobody has said anything about is neither production nor staging. */
export const DEFAULT_ENVIRONMENT: Environment = 'other'

/** A label the agent types ("Production EU"): short enough for the header and a menu. */
export const MAX_CATALOG_LABEL_LENGTH = 60
