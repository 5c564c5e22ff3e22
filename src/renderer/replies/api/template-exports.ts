import { callCatalog } from '../../api/call-catalog'

/** Main asks where to save the lead's reply wording and saves it there. */
export const exportReplyTemplates = () => callCatalog((api) => api.exportReplyTemplates())

/** Main asks where to save the wording as the team's set and saves it there. */
export const exportTeamTemplates = () => callCatalog((api) => api.exportTeamTemplates())
