import { z } from 'zod'
import { ENVIRONMENTS, MAX_CATALOG_LABEL_LENGTH } from '../catalog'
import { MAX_BASE_URL_LENGTH, normalizeBaseUrl } from '../base-url'
import { wordsSchema } from '../i18n/words-schema'
import { channel, empty, event, returns } from './contract-entries'
import type { SessionState } from './ipc-types'

/** Connecting to a catalog, the in-app demo, signing out, and a session main found over. */

/**
 * A base URL as typed by a person; `normalizeBaseUrl` decides whether it can be used (and
 * applies the same limit to the normalised form, which can be longer than the typed one).
 */
export const baseUrlInput = z.string().trim().min(1, 'enter the catalog base URL').max(MAX_BASE_URL_LENGTH)
/**
 * A catalog base URL exactly as `normalizeBaseUrl` writes it: a catalog's identity (its
 * settings key and keychain account), so one written any other way names no catalog.
 */
export const normalisedBaseUrl = z
  .string()
  .max(MAX_BASE_URL_LENGTH)
  .refine((value) => {
    const normalised = normalizeBaseUrl(value)
    return normalised.ok && normalised.baseUrl === value
  }, 'expected a normalised catalog base URL such as https://catalog.example.com/api')
/** A label the agent typed; empty means "name it after its address". */
export const catalogLabelInput = z
  .string()
  .trim()
  .max(MAX_CATALOG_LABEL_LENGTH, `at most ${MAX_CATALOG_LABEL_LENGTH} characters`)
export const environment = z.enum(ENVIRONMENTS)

export const SESSION_CHANNELS = {
  'session:get': channel({ method: 'getSession', request: empty, response: returns<SessionState>() }),
  'session:connect': channel({
    method: 'connect',
    request: z.strictObject({
      baseUrl: baseUrlInput,
      token: z.string().min(1, 'enter the access token').max(8192),
      remember: z.boolean(),
      label: catalogLabelInput.optional(),
      environment: environment.optional(),
    }),
    response: returns<SessionState>(),
  }),
  'session:resume': channel({
    method: 'resume',
    request: z.strictObject({ baseUrl: baseUrlInput }),
    response: returns<SessionState>(),
  }),
  'session:openDemo': channel({ method: 'openDemo', request: empty, response: returns<SessionState>() }),
  'session:signOut': channel({ method: 'signOut', request: empty, response: returns<SessionState>() }),
  /** Signs out of the connected catalog and forgets every other catalog's token: none stays signed in. */
  'session:signOutAll': channel({ method: 'signOutAll', request: empty, response: returns<SessionState>() }),
} as const

export const SESSION_EVENTS = {
  /** Main found the session over outside any window request (e.g. a 401 while checking watched items). */
  'session:ended': event({
    method: 'onSessionEnded',
    payload: z.strictObject({ message: wordsSchema }),
    // The catalog's own words may be in it.
    pass: 'words',
  }),
} as const
