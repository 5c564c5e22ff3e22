import { FUNCTION_WORDS, listed } from './function-words'
import { TICKET_WORDS } from './vocabulary'

/**
 * What the ticket reader knows of item names in the catalog's style (the platform's market
 * naming, `AK-47 | Redline (Field-Tested)`, and the catalog's localized display names), so it
 * can tell where a name a customer wrote starts and ends. Each list is what a name may hold;
 * the words a sentence has around a name come from the ticket vocabulary.
 */

/** Comparable form of a word or phrase: lower case, `ё` as `е` (Russian writes either). */
export const folded = (text: string): string => text.toLowerCase().replaceAll('ё', 'е')

/**
 * Wear conditions as the catalog writes them in parentheses after a name: the platform's five
 * (its own translations in the six languages, Team Fortress 2's `Battle Scarred` without the
 * hyphen) and the coarse conditions of cosmetics. A parenthesis holding anything else ends
 * the name before it: `(FT)`, `(bought yesterday)` are the customer's, not the catalog's.
 */
const MARKET_WEAR_CONDITIONS = [
  'Factory New',
  'Minimal Wear',
  'Field-Tested',
  'Well-Worn',
  'Battle-Scarred',
  'Battle Scarred',
  'Pristine',
  'Used',
  'Worn',
]

/** The same conditions as the catalog's display names write them in the other languages. */
const LOCALIZED_WEAR_CONDITIONS = [
  'Fabrikneu',
  'Minimale Gebrauchsspuren',
  'Einsatzerprobt',
  'Abgenutzt',
  'Kampfspuren',
  'Makellos',
  'Gebraucht',
  'Recién fabricado',
  'Casi nuevo',
  'Algo desgastado',
  'Bastante desgastado',
  'Deplorable',
  'Nova de Fábrica',
  'Pouco Usada',
  'Testada em Campo',
  'Bem Desgastada',
  'Veterana de Guerra',
  'Прямо с завода',
  'Немного поношенное',
  'После полевых испытаний',
  'Поношенное',
  'Закалённое в боях',
  'Безупречное',
  'Использованное',
  'Потрёпанное',
  '崭新出厂',
  '略有磨损',
  '久经沙场',
  '破损不堪',
  '战痕累累',
  '完美无瑕',
  '使用过',
  '有磨损',
]

/** What a sticker's or a patch's parenthesis says of its finish (`Sticker | Crown (Foil)`). */
const FINISHES = ['Holo', 'Foil', 'Gold', 'Glitter', 'Lenticular', 'Embroidered', 'Holo-Foil']

const PARENTHESIZED: ReadonlySet<string> = new Set(
  [...MARKET_WEAR_CONDITIONS, ...LOCALIZED_WEAR_CONDITIONS, ...FINISHES].map(folded),
)
const LOCALIZED: ReadonlySet<string> = new Set(LOCALIZED_WEAR_CONDITIONS.map(folded))

/** True when `inside` (a parenthesis's text, its spaces collapsed) is one the catalog writes. */
export const isCatalogParenthesis = (inside: string): boolean => PARENTHESIZED.has(folded(inside))

/** True for a wear a display name writes in another language than market names (`Einsatzerprobt`). */
export const isLocalizedWear = (inside: string): boolean => LOCALIZED.has(folded(inside))

/** A list written as text, its entries `;` apart (an entry may hold spaces). */
const kinds = (text: string): readonly string[] =>
  text.split(';').map((kind) => kind.trim().replace(/\s+/gu, ' '))

/**
 * Kinds of item the platform names before the `|` of a market name (`AK-47 | …`,
 * `★ Butterfly Knife | …`, `Sticker | …`), in English as market names write them and as the
 * catalog's Russian and Chinese display names do where they differ. A name whose kind is
 * listed starts at that kind, whatever capitalized words the sentence has before it
 * (`Bought AK-47 | Redline` names `AK-47 | Redline`).
 */
const ITEM_KINDS = kinds(`
  AK-47; AUG; AWP; CZ75-Auto; Desert Eagle; Dual Berettas; FAMAS; Five-SeveN; G3SG1; Galil AR;
  Glock-18; M249; M4A1-S; M4A4; MAC-10; MAG-7; MP5-SD; MP7; MP9; Negev; Nova; P2000; P250; P90;
  PP-Bizon; R8 Revolver; SCAR-20; SG 553; SSG 08; Sawed-Off; Tec-9; UMP-45; USP-S; XM1014;
  Zeus x27;
  Bayonet; M9 Bayonet; Bowie Knife; Butterfly Knife; Classic Knife; Falchion Knife; Flip Knife;
  Gut Knife; Huntsman Knife; Karambit; Kukri Knife; Navaja Knife; Nomad Knife; Paracord Knife;
  Shadow Daggers; Skeleton Knife; Stiletto Knife; Survival Knife; Talon Knife; Ursus Knife;
  Bloodhound Gloves; Broken Fang Gloves; Driver Gloves; Hand Wraps; Hydra Gloves; Moto Gloves;
  Specialist Gloves; Sport Gloves;
  Sticker; Patch; Graffiti; Sealed Graffiti; Music Kit; Charm;
  Нож-бабочка; Керамбит; Наклейка; 沙漠之鹰; 格洛克 18 型; 爪子刀; 蝴蝶刀; 印花
`)

/** Item kinds as folded words, longest first, so `M9 Bayonet` is found before `Bayonet`. */
export const ITEM_KIND_WORDS: readonly (readonly string[])[] = ITEM_KINDS.map((kind) =>
  folded(kind).split(' '),
).sort((a, b) => b.length - a.length)

/** Words a market name puts before its kind: `★`, then StatTrak or Souvenir (`★ StatTrak™ Karambit`). */
export const KIND_PREFIXES: ReadonlySet<string> = new Set(['★', 'stattrak™', 'stattrak', 'souvenir'])

/**
 * The last word of a container's market name (`Operation Breakout Weapon Case`, `Chroma 2
 * Case`, `Gamma Case Key`, `Sticker Capsule`, `Souvenir Package`); a Chinese one ends its run
 * of characters (`突围大行动武器箱`). The words before it name the container, so at least one
 * other capitalized word must stand there (`Weapon Case` alone names nothing).
 */
export const CONTAINER_ENDS: ReadonlySet<string> = new Set(['case', 'capsule', 'package'])
export const CONTAINER_KEY = { word: 'key', after: 'case' } as const
export const CONTAINER_WORDS: ReadonlySet<string> = new Set(['weapon', 'sticker', 'souvenir'])
export const CHINESE_CONTAINER_ENDS: readonly string[] = ['武器箱', '印花胶囊', '纪念包']

/**
 * Little words a name in the catalog's style holds between its capitalized words
 * (`Blood in the Water`, `Death by Kitty`, `Nova de Fábrica`, `The Empress` after the `|`,
 * `Dreams & Nightmares Case`).
 * Conjunctions are not among them: `Redline and Asiimov` is two names, or a sentence.
 */
export const NAME_LINKS: ReadonlySet<string> = new Set(
  listed('of the in by on at de del da do dos das la el los las von der die du des le &'),
)

/**
 * Words a sentence opens with before a name, beyond the little words of function-words.ts and
 * the item markers of vocabulary.ts: the verbs of buying and receiving (`Bought Chroma 2 Case`),
 * capitalized because they start the sentence, never part of a name.
 */
const SENTENCE_OPENERS = listed(`
  bought purchased ordered opened received paid traded sent got
  kaufte gekauft bestellt erhalten geöffnet bezahlt
  compré pedí recibí abrí pagué
  comprei pedi recebi abri paguei
  купил купила заказал заказала получил получила открыл открыла оплатил
`)

/**
 * Nouns for an item in the six languages: a quoted text right after one is the item's name
 * (`item "Dragonclaw Hook"`, `предмет «Драконий коготь»`, `饰品「龙爪钩」`). ID markers such as
 * `no` or `order` are not among them: `no "Accept" button` names no item.
 */
const ITEM_NOUNS: ReadonlySet<string> = new Set(
  listed(`
    item items skin skins artikel gegenstand artículo articulo objeto ítem artigo
    предмет предмета скин скина товар 物品 饰品 皮肤 商品
  `),
)
export const isItemNoun = (word: string): boolean => ITEM_NOUNS.has(folded(word))

/** A sentence's little words and the verbs above: a quoted text opening with one is a sentence. */
const LITTLE: ReadonlySet<string> = new Set(
  [...Object.values(FUNCTION_WORDS).flat(), ...SENTENCE_OPENERS].map(folded),
)
/** The item markers of vocabulary.ts (`item`, `No`, `Artikel`), which a quoted name may open with (`No Mercy …`). */
const MARKERS: ReadonlySet<string> = new Set(
  Object.values(TICKET_WORDS)
    .flatMap((words) => words.markers)
    .map(folded),
)

/** True when `word` opens a sentence, never a name (`I`, `Mein`, `Bought`). */
export const isLittleWord = (word: string): boolean => LITTLE.has(folded(word))

/**
 * True when `word` bare in a sentence is the sentence's, not a name's: the above, the item
 * markers and the item nouns (`Ich habe den Skin (Abgenutzt)`: the wear is said of the skin).
 */
export const isSentenceWord = (word: string): boolean =>
  isLittleWord(word) || MARKERS.has(folded(word)) || ITEM_NOUNS.has(folded(word))

/**
 * What Chinese tickets write around a name, with no space between: pronouns, particles and
 * the words of buying and waiting. A run of characters is cut at them (`我买了沙漠之鹰` names
 * `沙漠之鹰`); a run with none of them beside a name is read whole.
 */
export const CHINESE_SENTENCE_WORDS: readonly string[] = [
  ...listed('昨天 今天 前天 收到 已经 但是 一直 购买 还没 没有 请问 这个 那个'),
  ...'我你您了的吗呢吧啊还没把给在是和买',
]
