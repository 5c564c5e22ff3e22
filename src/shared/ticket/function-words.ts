import type { ReplyLanguage } from '../i18n/languages'

/**
 * The little words (articles, pronouns, "and", "not", "please", greetings) of each reply
 * language written in the Latin script, for telling short tickets apart where trigram
 * scores are weak: `franc-min` alone reads "Trade offer for item was declined after
 * minutes" as Portuguese. A word is listed only when it is not a common word of another
 * reply language, however spelled ("was" is German too, "do" and "no" Portuguese, "es"
 * German, "nada" and "vez" Spanish and Portuguese alike); ticket-language.test.ts checks
 * that no word is listed twice.
 */
/** The words of a list written as text, one or more spaces or lines apart. */
export const listed = (words: string): readonly string[] => words.trim().split(/\s+/u)

export const FUNCTION_WORDS: Readonly<Partial<Record<ReplyLanguage, readonly string[]>>> = {
  en: listed(`
    the and my is it you your have has been not please can could would what why where
    when this that of for to with but still i on at are did does got hi hello thanks
    thank from be there any or if just after yet never how who which we our they them
    she its i'm it's don't didn't can't isn't hasn't haven't
  `),
  de: listed(`
    der die das und ist nicht ich mein meine meinen meinem meiner sie ein eine einen
    noch immer bitte danke hallo guten mit auf für von zu den dem habe hat haben wurde
    aber oder wann warum wo schon kein keine bis seit heute jetzt mir mich dass wie auch
    nur ihr euch bei wird sind ja nein gibt
  `),
  es: listed(`
    el la los las y pero del lo están muy mi mis yo tengo tiene puede pueden hola
    gracias cuando dónde donde qué cómo todavía llegó hace ya sigue sin mismo otra usted
    ustedes quiero pagué compré buenos buenas días
  `),
  'pt-BR': listed(`
    os e dos não uma é meu minha meus minhas você vocês mas em na nas já até ainda
    obrigado obrigada oi olá pelo pela eu com isso estou ele ela foi tem quero paguei
    comprei bom boa
  `),
}

const LANGUAGE_OF_WORD: ReadonlyMap<string, ReplyLanguage> = new Map(
  Object.entries(FUNCTION_WORDS).flatMap(([language, words]) =>
    words.map((word) => [word, language as ReplyLanguage] as const),
  ),
)

/** How many of `words` are each language's little words, most first. */
export function functionWordCounts(
  words: readonly string[],
): readonly { readonly language: ReplyLanguage; readonly count: number }[] {
  const counts = new Map<ReplyLanguage, number>()
  for (const word of words) {
    const language = LANGUAGE_OF_WORD.get(word.toLowerCase())
    if (language !== undefined) counts.set(language, (counts.get(language) ?? 0) + 1)
  }
  return [...counts].map(([language, count]) => ({ language, count })).sort((a, b) => b.count - a.count)
}
