import type { ComposeOptions } from './compose-reply'
import type { ReplyLanguage } from '../i18n/languages'
import type { StoredReplyTemplates } from './templates-schema'

/** What of a stored set a reply in `language` uses: the options `composeReply` takes from it. */
export function wordingFor(
  stored: StoredReplyTemplates | undefined,
  language: ReplyLanguage,
): Pick<ComposeOptions, 'templates' | 'shared' | 'errorTable' | 'agentName'> {
  return {
    templates: stored?.languages[language] ?? {},
    shared: stored?.shared ?? {},
    ...(stored?.errorTable ? { errorTable: stored.errorTable } : {}),
    agentName: stored?.agentName ?? null,
  }
}
