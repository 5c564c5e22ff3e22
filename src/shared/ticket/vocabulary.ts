import type { ReplyLanguage } from '../i18n/languages'

/** Units of time the ticket reader recognises; the key is also the English label it shows. */
export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const
export type TimeUnit = (typeof TIME_UNITS)[number]

/**
 * The words around a number that say what it is, in each reply language, written once.
 *
 * A customer writes in the language the agent answers in, so each reply language must have
 * every list (the Record type enforces it). Words are lower case, without trailing dots
 * (the reader strips `.`, `:` and `#` before looking a word up). Chinese entries are matched
 * as the end (markers) or the start (units) of a run of Han characters, since Chinese text
 * has no spaces between words.
 *
 * Direction matters: `markers` only count before a number (`Artikel 1042`), units only after
 * it (`2 Artikel`, `3 дня`), so one word may sit in both lists.
 */
export interface TicketWords {
  /** Before a number: it names an item or a purchase (`#` and `№`, read as `No`, are built in). */
  readonly markers: readonly string[]
  /** Before a number: a trade offer's number, which is not an item ID. */
  readonly tradeOffer: readonly string[]
  /** After a number: how long or how long ago. */
  readonly time: Readonly<Record<TimeUnit, readonly string[]>>
  /** After a number: a time of day (`14 Uhr`, `2 pm`). */
  readonly clock: readonly string[]
  /** After a number: how many (`3 pcs`, `2 Artikel`, `x3` is built in). */
  readonly quantity: readonly string[]
  /** Either side of a number: money, beyond the signs and codes `Intl` names (see word-roles.ts). */
  readonly money: readonly string[]
  /** Before a number: a phone number follows. */
  readonly phone: readonly string[]
  /** After a number: a day or month of a date (`23号`, `23 числа`); month names come from `Intl`. */
  readonly calendar: readonly string[]
  /** Between two IDs of one list: the second is marked as the first was (`Artikel 1042 und 2291`). */
  readonly joiners: readonly string[]
}

export const TICKET_WORDS: Readonly<Record<ReplyLanguage, TicketWords>> = {
  en: {
    markers: [
      'id',
      'ids',
      'no',
      'nr',
      'num',
      'number',
      'item',
      'items',
      'itemid',
      'order',
      'orders',
      'purchase',
      'purchases',
      'ref',
    ],
    tradeOffer: ['offer', 'tradeoffer', 'trade-offer'],
    time: {
      seconds: ['second', 'seconds', 'sec', 'secs'],
      minutes: ['minute', 'minutes', 'min', 'mins'],
      hours: ['hour', 'hours', 'hr', 'hrs', 'h'],
      days: ['day', 'days', 'd'],
      weeks: ['week', 'weeks', 'wk', 'wks'],
      months: ['month', 'months', 'mo', 'mos'],
      years: ['year', 'years', 'yr', 'yrs'],
    },
    clock: ['am', 'pm', "o'clock", 'utc', 'gmt'],
    quantity: [
      'pcs',
      'pc',
      'piece',
      'pieces',
      'x',
      'units',
      'unit',
      'items',
      'skins',
      'keys',
      'cases',
      'stickers',
      'copies',
      'times',
    ],
    money: ['dollar', 'dollars', 'bucks', 'cent', 'cents', 'euro', 'euros', 'rubles', 'reais', 'yuan'],
    phone: ['phone', 'tel', 'telephone', 'mobile', 'cell', 'whatsapp'],
    calendar: [],
    joiners: ['and', 'or', 'also', 'plus'],
  },
  de: {
    markers: [
      'id',
      'artikel',
      'artikelnummer',
      'art.-nr',
      'art-nr',
      'artikel-nr',
      'nr',
      'nummer',
      'bestellung',
      'bestellungen',
      'bestellnummer',
      'auftrag',
      'kauf',
      'gegenstand',
      'item',
      'items',
    ],
    tradeOffer: ['tauschangebot', 'handelsangebot', 'angebot'],
    time: {
      seconds: ['sekunde', 'sekunden', 'sek'],
      minutes: ['minute', 'minuten', 'min'],
      hours: ['stunde', 'stunden', 'std'],
      days: ['tag', 'tage', 'tagen', 'tages', 'tg'],
      weeks: ['woche', 'wochen'],
      months: ['monat', 'monate', 'monaten', 'monats'],
      years: ['jahr', 'jahre', 'jahren', 'jahres'],
    },
    clock: ['uhr'],
    quantity: ['stück', 'stk', 'mal', 'artikel', 'items', 'skins', 'schlüssel', 'kisten'],
    money: ['euro', 'cent', 'dollar'],
    phone: ['telefon', 'tel', 'handy', 'mobil', 'telefonnummer', 'rufnummer'],
    calendar: [],
    joiners: ['und', 'oder', 'sowie', 'auch'],
  },
  es: {
    markers: [
      'id',
      'artículo',
      'articulo',
      'artículos',
      'articulos',
      'objeto',
      'objetos',
      'pedido',
      'pedidos',
      'compra',
      'número',
      'numero',
      'item',
      'ítem',
      'ítems',
      'orden',
      'n.o',
    ],
    tradeOffer: ['oferta', 'intercambio'],
    time: {
      seconds: ['segundo', 'segundos', 'seg'],
      minutes: ['minuto', 'minutos', 'min'],
      hours: ['hora', 'horas', 'h'],
      days: ['día', 'días', 'dia', 'dias'],
      weeks: ['semana', 'semanas'],
      months: ['mes', 'meses'],
      years: ['año', 'años'],
    },
    clock: ['h'],
    quantity: [
      'unidades',
      'unidad',
      'uds',
      'ud',
      'piezas',
      'pieza',
      'veces',
      'artículos',
      'objetos',
      'skins',
      'llaves',
      'cajas',
    ],
    money: ['euros', 'dólares', 'dolares', 'pesos', 'céntimos', 'centavos'],
    phone: ['teléfono', 'telefono', 'tel', 'móvil', 'movil', 'celular', 'whatsapp'],
    calendar: [],
    joiners: ['y', 'e', 'o', 'u', 'también', 'además'],
  },
  'pt-BR': {
    markers: [
      'id',
      'item',
      'itens',
      'pedido',
      'pedidos',
      'compra',
      'compras',
      'número',
      'numero',
      'artigo',
      'objeto',
      'código',
      'codigo',
      'n.o',
    ],
    tradeOffer: ['oferta', 'troca'],
    time: {
      seconds: ['segundo', 'segundos', 'seg'],
      minutes: ['minuto', 'minutos', 'min'],
      hours: ['hora', 'horas', 'h'],
      days: ['dia', 'dias'],
      weeks: ['semana', 'semanas'],
      months: ['mês', 'mes', 'meses'],
      years: ['ano', 'anos'],
    },
    clock: ['h'],
    quantity: ['unidades', 'unidade', 'un', 'peças', 'peça', 'vezes', 'itens', 'skins', 'chaves', 'caixas'],
    money: ['reais', 'real', 'centavos'],
    phone: ['telefone', 'tel', 'celular', 'whatsapp', 'zap'],
    calendar: [],
    joiners: ['e', 'ou', 'também'],
  },
  ru: {
    markers: [
      'id',
      'айди',
      'предмет',
      'предмета',
      'предметы',
      'предметов',
      'заказ',
      'заказа',
      'заказы',
      'заказов',
      'номер',
      'номера',
      'артикул',
      'покупка',
      'покупки',
      'лот',
      'товар',
      'товара',
    ],
    tradeOffer: ['обмен', 'обмена', 'трейд', 'трейда', 'предложение', 'предложения'],
    time: {
      seconds: ['секунда', 'секунды', 'секунд', 'секунду', 'сек'],
      minutes: ['минута', 'минуты', 'минут', 'минуту', 'мин'],
      hours: ['час', 'часа', 'часов', 'ч'],
      days: ['день', 'дня', 'дней', 'дн', 'сутки', 'суток'],
      weeks: ['неделя', 'недели', 'недель', 'неделю', 'нед'],
      months: ['месяц', 'месяца', 'месяцев', 'мес'],
      years: ['год', 'года', 'лет', 'г'],
    },
    clock: ['мск'],
    quantity: [
      'шт',
      'штук',
      'штуки',
      'штука',
      'раз',
      'раза',
      'предмет',
      'предмета',
      'предметов',
      'скин',
      'скина',
      'скинов',
      'ключ',
      'ключа',
      'ключей',
      'кейс',
      'кейса',
      'кейсов',
    ],
    money: ['руб', 'рубль', 'рубля', 'рублей', 'р', 'коп', 'копеек', 'евро', 'доллар', 'доллара', 'долларов'],
    phone: ['телефон', 'тел', 'моб', 'мобильный', 'whatsapp'],
    calendar: ['числа'],
    joiners: ['и', 'или', 'а', 'также', 'ещё', 'еще'],
  },
  'zh-CN': {
    markers: ['物品', '编号', '订单', '号', '号码', '商品', '饰品', 'id'],
    tradeOffer: ['交易报价', '报价'],
    time: {
      seconds: ['秒'],
      minutes: ['分钟'],
      hours: ['小时', '个小时', '钟头'],
      days: ['天'],
      weeks: ['周', '星期', '个星期'],
      months: ['个月'],
      years: ['年'],
    },
    clock: ['点', '时'],
    quantity: ['个', '件', '把', '张', '只', '份', '次'],
    money: ['元', '块', '美元', '欧元', '卢布', '人民币', '雷亚尔', '角'],
    phone: ['电话', '手机', '联系方式'],
    calendar: ['月', '日', '号'],
    joiners: ['和', '及', '与', '、', '还有', '以及', '跟'],
  },
}
