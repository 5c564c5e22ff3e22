/**
 * The static vocabulary of the demo catalog: platform applications, item bases and wear
 * conditions, with a few translations.
 *
 * Names follow the platform's market naming (`AK-47 | Redline (Field-Tested)`) so people
 * training on the demo see what they will see in the real catalog. The spec says
 * `market_hash_name` carries the wear condition in parentheses and `name` may be localized,
 * so some listings get a Russian, Chinese or German display name while their market name
 * stays English. Prices are rough USD figures; only their spread matters.
 */

export type Locale = 'ru' | 'zh' | 'de'

export interface Condition {
  readonly en: string
  readonly l10n?: Readonly<Partial<Record<Locale, string>>>
  /** Multiplier on the base price (factory-new items cost more). */
  readonly priceFactor: number
  /** Relative frequency of listings in this condition. */
  readonly weight: number
}

export interface ItemBase {
  /** Market name without the condition, e.g. `AK-47 | Redline`. */
  readonly base: string
  /** Rough market price in the most common condition. */
  readonly usd: number
  /** Localized display names of the base (the condition is translated separately). */
  readonly l10n?: Readonly<Partial<Record<Locale, string>>>
  /** Whether a `StatTrak™` variant is listed too (Counter-Strike only). */
  readonly statTrak?: boolean
}

export interface AppVocabulary {
  readonly appid: number
  /** Share of all listings that belong to this application. */
  readonly share: number
  readonly conditions: readonly Condition[]
  readonly bases: readonly ItemBase[]
}

const GUN_WEAR: readonly Condition[] = [
  {
    en: 'Factory New',
    l10n: { ru: 'Прямо с завода', zh: '崭新出厂', de: 'Fabrikneu' },
    priceFactor: 1.8,
    weight: 1,
  },
  {
    en: 'Minimal Wear',
    l10n: { ru: 'Немного поношенное', zh: '略有磨损', de: 'Minimale Gebrauchsspuren' },
    priceFactor: 1.3,
    weight: 2,
  },
  {
    en: 'Field-Tested',
    l10n: { ru: 'После полевых испытаний', zh: '久经沙场', de: 'Einsatzerprobt' },
    priceFactor: 1,
    weight: 4,
  },
  {
    en: 'Well-Worn',
    l10n: { ru: 'Поношенное', zh: '破损不堪', de: 'Abgenutzt' },
    priceFactor: 0.85,
    weight: 2,
  },
  {
    en: 'Battle-Scarred',
    l10n: { ru: 'Закалённое в боях', zh: '战痕累累', de: 'Kampfspuren' },
    priceFactor: 0.75,
    weight: 1.5,
  },
]

/** Team Fortress 2 spells the last wear "Battle Scarred", without the hyphen. */
const TF2_WEAR: readonly Condition[] = GUN_WEAR.map((condition) =>
  condition.en === 'Battle-Scarred' ? { ...condition, en: 'Battle Scarred' } : condition,
)

/** Cosmetics of Dota 2 and Rust have no float wear; the demo gives them a coarse condition. */
const COSMETIC_CONDITION: readonly Condition[] = [
  {
    en: 'Pristine',
    l10n: { ru: 'Безупречное', zh: '完美无瑕', de: 'Makellos' },
    priceFactor: 1.4,
    weight: 1,
  },
  { en: 'Used', l10n: { ru: 'Использованное', zh: '使用过', de: 'Gebraucht' }, priceFactor: 1, weight: 3 },
  { en: 'Worn', l10n: { ru: 'Потрёпанное', zh: '有磨损', de: 'Abgenutzt' }, priceFactor: 0.8, weight: 2 },
]

export const APP_VOCABULARIES: readonly AppVocabulary[] = [
  {
    appid: 730,
    share: 0.55,
    conditions: GUN_WEAR,
    bases: [
      {
        base: 'AK-47 | Redline',
        usd: 20,
        statTrak: true,
        l10n: { ru: 'AK-47 | Красная линия', zh: 'AK-47 | 红线', de: 'AK-47 | Rote Linie' },
      },
      {
        base: 'AK-47 | Asiimov',
        usd: 60,
        statTrak: true,
        l10n: { ru: 'AK-47 | Азимов', zh: 'AK-47 | 二西莫夫' },
      },
      { base: 'AK-47 | Vulcan', usd: 90, statTrak: true, l10n: { ru: 'AK-47 | Вулкан', zh: 'AK-47 | 火神' } },
      { base: 'AK-47 | Slate', usd: 5 },
      {
        base: 'AK-47 | Case Hardened',
        usd: 150,
        l10n: { ru: 'AK-47 | Поверхностная закалка', de: 'AK-47 | Einsatzgehärtet' },
      },
      { base: 'AWP | Asiimov', usd: 110, statTrak: true, l10n: { ru: 'AWP | Азимов', zh: 'AWP | 二西莫夫' } },
      {
        base: 'AWP | Dragon Lore',
        usd: 9000,
        l10n: { ru: 'AWP | История о драконе', zh: 'AWP | 巨龙传说', de: 'AWP | Drachenlore' },
      },
      { base: 'AWP | Neo-Noir', usd: 40 },
      { base: 'AWP | Atheris', usd: 6 },
      { base: 'M4A4 | Howl', usd: 4000, statTrak: true, l10n: { ru: 'M4A4 | Вой', zh: 'M4A4 | 咆哮' } },
      { base: 'M4A1-S | Hyper Beast', usd: 15, statTrak: true, l10n: { ru: 'M4A1-S | Скоростной зверь' } },
      { base: 'M4A1-S | Printstream', usd: 120 },
      {
        base: 'Desert Eagle | Blaze',
        usd: 450,
        l10n: { ru: 'Desert Eagle | Пламя', zh: '沙漠之鹰 | 炽烈之炎' },
      },
      { base: 'Desert Eagle | Printstream', usd: 45, statTrak: true },
      { base: 'USP-S | Kill Confirmed', usd: 60, l10n: { ru: 'USP-S | Подтверждённое убийство' } },
      {
        base: 'Glock-18 | Fade',
        usd: 1500,
        l10n: { ru: 'Glock-18 | Градиент', zh: '格洛克 18 型 | 渐变之色' },
      },
      { base: 'Glock-18 | Water Elemental', usd: 8, statTrak: true },
      { base: 'P250 | Sand Dune', usd: 0.05 },
      { base: 'MP9 | Starlight Protector', usd: 25 },
      { base: 'FAMAS | Commemoration', usd: 10 },
      { base: 'Galil AR | Chatterbox', usd: 12 },
      {
        base: '★ Karambit | Doppler',
        usd: 900,
        statTrak: true,
        l10n: { ru: '★ Керамбит | Доплер', zh: '★ 爪子刀 | 多普勒' },
      },
      {
        base: '★ Butterfly Knife | Fade',
        usd: 2500,
        l10n: { ru: '★ Нож-бабочка | Градиент', zh: '★ 蝴蝶刀 | 渐变之色' },
      },
      { base: "★ Sport Gloves | Pandora's Box", usd: 3000 },
    ],
  },
  {
    appid: 570,
    share: 0.15,
    conditions: COSMETIC_CONDITION,
    bases: [
      { base: 'Dragonclaw Hook', usd: 700, l10n: { ru: 'Драконий коготь', zh: '龙爪钩' } },
      { base: 'Inscribed Manifold Paradox', usd: 40, l10n: { ru: 'Парадокс многообразия' } },
      { base: 'Genuine Fractal Horns of Inner Abysm', usd: 15 },
      { base: 'Golden Baby Roshan', usd: 600, l10n: { zh: '金色小肉山' } },
      { base: 'Exalted Feast of Abscession', usd: 30 },
      { base: 'Autographed Bracers of Aeons of the Crimson Witch', usd: 3 },
      { base: 'Inscribed Blades of Voth Domosh', usd: 9, l10n: { de: 'Klingen von Voth Domosh' } },
      { base: 'Mercurial\u2019s Call', usd: 1.5 },
      { base: 'Heroic Effigy Reforged', usd: 2 },
      { base: 'Genuine Weather Rain', usd: 11 },
      { base: 'Arcana: Fiery Soul of the Slayer', usd: 25, l10n: { ru: 'Пылающая душа убийцы' } },
      { base: 'Inscribed Wraith of the Wild', usd: 0.5 },
    ],
  },
  {
    appid: 440,
    share: 0.15,
    conditions: TF2_WEAR,
    bases: [
      { base: 'Smalltown Bringdown Rocket Launcher', usd: 3 },
      { base: 'Strange Hot Rod Minigun', usd: 12 },
      { base: 'Blitzkrieg Medi Gun', usd: 2 },
      { base: 'Strange Professional Killstreak Sand Cannon Rocket Launcher', usd: 45 },
      { base: 'Pumpkin Patch Minigun', usd: 1 },
      { base: 'Carpet Bomber Stickybomb Launcher', usd: 0.8, l10n: { de: 'Teppichbomber-Haftbombenwerfer' } },
      { base: 'Brain Candy Minigun', usd: 0.6 },
      { base: 'Strange Night Terror Scattergun', usd: 4, l10n: { ru: 'Странный Ночной кошмар: обрез' } },
      { base: 'Macabre Web Sniper Rifle', usd: 6 },
      { base: 'Specialized Killstreak Rainbow Grenade Launcher', usd: 9 },
    ],
  },
  {
    appid: 252490,
    share: 0.15,
    conditions: COSMETIC_CONDITION,
    bases: [
      { base: 'Tempered AK47', usd: 120, l10n: { ru: 'Закалённый AK47', zh: '淬火 AK47' } },
      { base: 'Glory AK47', usd: 30 },
      { base: 'Alien Red', usd: 95 },
      { base: 'Big Grin', usd: 450 },
      { base: 'No Mercy Garage Door', usd: 14 },
      { base: 'Whiteout Hoodie', usd: 8 },
      { base: 'Punishment Mask', usd: 20, l10n: { de: 'Strafmaske' } },
      { base: 'Blackout Hoodie', usd: 5 },
      { base: 'Neon Hazmat Suit', usd: 3 },
      { base: 'Azul Facemask', usd: 2 },
      { base: 'Rainbow Pony Hoodie', usd: 1 },
      { base: 'Frontier Bolt Action Rifle', usd: 0.9 },
    ],
  },
]

/** Condition positions (0-based) that also get localized listings: common mid-grade wear. */
export const LOCALIZED_CONDITION_INDEXES: readonly number[] = [1, 2]
