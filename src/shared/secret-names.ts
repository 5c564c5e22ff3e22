/**
 * Names that carry a secret (a key in a file, a query parameter in an address). Nothing an
 * organization or a lead publishes for every agent (the policy file, a team templates address)
 * may carry one: each agent's token stays in their own keychain.
 */
export const SECRET_NAME = /token|secret|passw(or)?d|authori[sz]ation|credential|api[-_]?key|bearer/i
