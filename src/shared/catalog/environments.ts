import { defineMessages } from '../i18n/words'
import { keysOf } from '../keys-of'

/**
 * Which kind of catalog a known catalog is: the agent says so when connecting (or later with
 * Edit catalog…), and the header marks production in a colour that cannot be missed, so
 * staging is never mistaken for production. zod-free: the renderer lists these too.
 *
 * Each with its name, as the form's options, the tags and the dialogs say it: one entry is
 * one edit, and an environment without a name does not exist.
 */
export const ENVIRONMENT_NAMES = defineMessages({
  production: {
    id: 'environment.production',
    defaultMessage: 'Production',
    description: 'The kind of catalog customers’ real orders are in',
  },
  staging: {
    id: 'environment.staging',
    defaultMessage: 'Staging',
    description: 'The kind of catalog used for testing before production',
  },
  other: {
    id: 'environment.other',
    defaultMessage: 'Other',
    description: 'A catalog that is neither production nor staging, or nobody said which',
  },
})

export type Environment = keyof typeof ENVIRONMENT_NAMES

export const ENVIRONMENTS = keysOf(ENVIRONMENT_NAMES)

/** Words in a label that name an environment: what agents call them, whole words only. */
const NAMED_BY: Readonly<Record<Exclude<Environment, 'other'>, readonly string[]>> = {
  production: ['production', 'prod', 'live'],
  staging: ['staging', 'stage'],
}

/**
 * The environment a label names ("Production EU", "eu-prod", "Staging 2"), or null. Whole
 * words, so "Productions Ltd" or "Prodigy" name nothing; a label naming both names nothing.
 */
export function environmentNamedIn(label: string): Environment | null {
  const words = new Set(label.toLowerCase().split(/[^a-z]+/))
  const named = (Object.keys(NAMED_BY) as (keyof typeof NAMED_BY)[]).filter((environment) =>
    NAMED_BY[environment].some((word) => words.has(word)),
  )
  return named.length === 1 ? (named[0] ?? null) : null
}

/** A catalog nobody has said anything about is neither production nor staging. */
export const DEFAULT_ENVIRONMENT: Environment = 'other'

/** A label the agent types ("Production EU"): short enough for the header and a menu. */
export const MAX_CATALOG_LABEL_LENGTH = 60
