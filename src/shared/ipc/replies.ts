import { z } from 'zod'
import { MAX_BASE_URL_LENGTH } from '../base-url'
import { MAX_ID_TEXT_CHARS } from '../catalog/limits'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { MAX_TEMPLATES_FILE_CHARS } from '../reply/templates-file'
import { replyTemplatesSchema, type StoredReplyTemplates } from '../reply/templates-schema'
import { MAX_TEAM_SOURCE_CHARS, type TeamTemplatesStatus } from '../reply/team-templates'
import { channel, empty, event, returns } from './contract-entries'
import type { ExportResult } from './ipc-types'

/** Reply templates (per language) and each catalog's usual reply language. */

const replyLanguage = z.enum(REPLY_LANGUAGE_CODES)
/** The catalog whose reply language is meant, by its base URL (as the window keys it). */
const catalog = z.string().min(1).max(MAX_BASE_URL_LENGTH)

export const REPLIES_CHANNELS = {
  /** A support lead's changes to the reply templates, per language (the defaults fill the rest). */
  'replies:templates': channel({
    method: 'replyTemplates',
    request: empty,
    response: returns<StoredReplyTemplates>(),
  }),
  'replies:saveTemplates': channel({
    method: 'saveReplyTemplates',
    request: z.strictObject({ templates: replyTemplatesSchema }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** Back to the defaults for one language. */
  'replies:resetTemplates': channel({
    method: 'resetReplyTemplates',
    request: z.strictObject({ language: replyLanguage }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** Writes every language's templates to a JSON file through a save dialog, to hand to the team. */
  'replies:exportTemplates': channel({
    method: 'exportReplyTemplates',
    request: empty,
    response: returns<ExportResult>(),
  }),
  /**
   * The set in a file the agent chose (`Import…`), checked but not stored: the window shows
   * what `Merge` and `Replace all` would change (shared/reply/template-import.ts) before asking.
   */
  'replies:readImport': channel({
    method: 'readReplyTemplatesFile',
    request: z.strictObject({ text: z.string().max(MAX_TEMPLATES_FILE_CHARS) }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** Stores a chosen file's set: merged over the lead's (`merge`) or in place of it (`replace`, the default). */
  'replies:importTemplates': channel({
    method: 'importReplyTemplates',
    request: z.strictObject({
      text: z.string().max(MAX_TEMPLATES_FILE_CHARS),
      mode: z.enum(['merge', 'replace']).optional(),
    }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** Team templates: where they come from, whether used, the set in use and the last check's problem. */
  'replies:teamStatus': channel({
    method: 'teamTemplatesStatus',
    request: empty,
    response: returns<TeamTemplatesStatus>(),
  }),
  /**
   * The agent's `Team templates from` and `Use team templates` (either or both); an empty
   * source clears it. Refused while a policy sets the source, or for a source that is neither
   * a full path nor an https (or loopback http) address. Reads the source when it is now in use.
   */
  'replies:setTeamSource': channel({
    method: 'setTeamTemplatesSource',
    request: z.strictObject({
      source: z.string().max(MAX_TEAM_SOURCE_CHARS).optional(),
      use: z.boolean().optional(),
    }),
    response: returns<TeamTemplatesStatus>(),
  }),
  /** `Check now`: reads the source at once. */
  'replies:checkTeam': channel({
    method: 'checkTeamTemplates',
    request: empty,
    response: returns<TeamTemplatesStatus>(),
  }),
  /** `Export for the team…`: the lead's set as a team file with the next set version, through a save dialog. */
  'replies:exportForTeam': channel({
    method: 'exportTeamTemplates',
    request: empty,
    response: returns<ExportResult>(),
  }),
  /**
   * A catalog's usual reply language (the connected one, or another known one). Named by the
   * request, so an answer or a choice meant for one catalog never lands on the next one.
   */
  'replies:language': channel({
    method: 'replyLanguage',
    request: z.strictObject({ catalog }),
    response: returns<ReplyLanguage>(),
  }),
  'replies:setLanguage': channel({
    method: 'setReplyLanguage',
    request: z.strictObject({ catalog, language: replyLanguage }),
    response: returns<ReplyLanguage>(),
  }),
  /**
   * The reply language a pasted ticket's words are clearly in, or null (the usual one stays).
   * Read in main so the detector's trigram data (franc-min) never ships in the window's bundle.
   * The ticket is the text the `Item IDs` box looked up, so it has that box's bound.
   */
  'replies:ticketLanguage': channel({
    method: 'readTicketLanguage',
    request: z.strictObject({ text: z.string().max(MAX_ID_TEXT_CHARS) }),
    response: returns<ReplyLanguage | null>(),
  }),
} as const

export const REPLIES_EVENTS = {
  /** The app menu's Reply Templates… item: the window opens the dialog. */
  'replies:openTemplates': event({ method: 'onOpenReplyTemplates', payload: empty }),
  /** The team templates' status changed (a check ended, the source changed): the window reads it again. */
  'replies:teamChanged': event({ method: 'onTeamTemplatesChanged', payload: empty }),
} as const
