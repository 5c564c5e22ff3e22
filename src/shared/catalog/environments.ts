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

/**
 * Words in a label that name an environment: what agents call them in the app's languages
 * (the names the environment select shows, and the short forms), whole words only. Chinese
 * writes no spaces between words, so a Han word counts wherever it stands.
 */
const NAMED_BY: Readonly<Record<Exclude<Environment, 'other'>, readonly string[]>> = {
  production: [
    'production',
    'prod',
    'live',
    'produktion',
    'producción',
    'produção',
    'продакшн',
    'продакшен',
    'прод',
    '生产',
    '正式',
  ],
  staging: [
    'staging',
    'stage',
    'preprod',
    'preproducción',
    'homologação',
    'homolog',
    'стейджинг',
    'стейдж',
    '预发布',
    '预发',
  ],
}

const HAN = /\p{Script=Han}/u

/**
 * The environment a label names ("Production EU", "eu-prod", "Staging 2", "Produktion",
 * "Homologação", "生产环境"), or null. Whole words, so "Productions Ltd" or "Prodigy" name
 * nothing; "pre-prod" is staging, not production; a label naming both names nothing.
 */
export function environmentNamedIn(label: string): Environment | null {
  const text = label.toLowerCase().replace(/\bpre[-_ ]+(?=prod)/gu, 'pre')
  const words = new Set(text.split(/[^\p{L}\p{M}]+/u))
  const names = (word: string) => (HAN.test(word) ? text.includes(word) : words.has(word))
  const named = (Object.keys(NAMED_BY) as (keyof typeof NAMED_BY)[]).filter((environment) =>
    NAMED_BY[environment].some(names),
  )
  return named.length === 1 ? (named[0] ?? null) : null
}

/** A catalog nobody has said anything about is neither production nor staging. */
export const DEFAULT_ENVIRONMENT: Environment = 'other'

/** A label the agent types ("Production EU"): short enough for the header and a menu. */
export const MAX_CATALOG_LABEL_LENGTH = 60
