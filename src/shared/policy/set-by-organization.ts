/**
 * The words beside everything the organization's policy sets (a catalog, its details), in the
 * window and in main's refusals: the agent sees why it cannot be changed, and whom to ask.
 * zod-free: the renderer shows them too.
 */
export const SET_BY_ORGANIZATION = 'Set by your organization'
