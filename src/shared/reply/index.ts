/** Replies to customers: situations, advice, wording per language, composition. Zod-free. */
export * from './situations'
export * from './error-kind'
export * from './advise'
export * from './languages'
export * from './placeholders'
export * from './templates'
export * from './compose-reply'
export { LANGUAGE_PACKS, type LanguagePack } from './default-templates'
