/** src/shared/i18n/messages/en.json */
export declare const ENGLISH_CATALOG: string
/** The English catalog `formatjs extract` makes from the code, as the text it writes. */
export declare function extractEnglish(): string
