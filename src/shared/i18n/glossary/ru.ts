import type { LanguageGlossary } from './types'

/** Russian: one word per concept in the app and its replies. */
export const RU: LanguageGlossary = {
  terms: {
    trade_offer: { term: 'предложени', not: ['трейд', 'оффер'], why: '' },
    trade_hold: { term: 'удержание обмена', not: ['блокировка обмена', 'задержка обмена'], why: '' },
    trade_url: { term: 'ссылк', not: ['трейд-ссылк', 'URL'], why: '' },
    inventory: { term: 'инвентар', not: ['рюкзак'], why: '' },
    item: { term: 'предмет', not: ['вещ', 'айтем'], why: '' },
    account: { term: 'аккаунт', not: ['учётн'], why: '' },
    look_up: { term: 'найти', not: [], why: '' },
    search: { term: '', not: [], why: '' },
    sign_in: { term: 'подключиться', not: [], why: '' },
    sign_out: { term: 'выйти', not: [], why: '' },
    catalog: { term: 'каталог', not: [], why: '' },
  },
  loanwords: [],
  itemNouns: [
    'предмет',
    'предмета',
    'предмету',
    'предметом',
    'предмете',
    'предметы',
    'предметов',
    'предметам',
    'предметами',
    'предметах',
  ],
  statuses: {},
}
