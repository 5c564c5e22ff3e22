import { en } from './en'
import type { LanguagePack } from './language-pack'

export const ru: LanguagePack = en
