import { en } from './en'
import type { LanguagePack } from './language-pack'

export const es: LanguagePack = en
