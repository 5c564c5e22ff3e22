import type { LanguageGlossary } from './types'

/** Russian: one word per concept in the app and its replies. */
export const RU: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: 'предложени',
      not: [
        'трейд',
        'оффер',
        'запрос на обмен',
        'запроса на обмен',
        'предложение об обмене',
        'предложения об обмене',
      ],
      why: 'Steam says «предложение обмена» (the stem, as Russian declines it); a «запрос на обмен» is another thing in Steam and «трейд», «оффер» are slang.',
    },
    trade_hold: {
      term: 'удержание обмена',
      not: [
        'задержка обмена',
        'задержки обмена',
        'задержку обмена',
        'задержкой обмена',
        'задержке обмена',
        'блокировка обмена',
        'блокировку обмена',
      ],
      why: 'Steam calls it «удержание» (items held after a trade); «задержка» reads as a delay and «блокировка обменов» is the trade ban, which only an account that cannot trade may say.',
    },
    trade_url: {
      term: 'ссылк',
      not: [
        'ссылка для обмена',
        'ссылки для обмена',
        'ссылку для обмена',
        'ссылкой для обмена',
        'ссылке для обмена',
        'трейд-ссылка',
        'трейд-ссылки',
        'трейд-ссылку',
      ],
      why: 'Steam calls the address the customer shares «ссылка на обмен» (held by the stem, as Russian declines it); «ссылка для обмена» and «трейд-ссылка» are the competing forms.',
    },
    inventory: {
      term: 'инвентар',
      not: ['рюкзак', 'рюкзака', 'рюкзаке'],
      why: 'Steam says «инвентарь» for where the customer’s items are (held by the stem, as Russian declines it).',
    },
    item: {
      term: 'предмет',
      not: ['вещь', 'вещи', 'айтем', 'айтемы', 'скин', 'скины', 'товар', 'товары'],
      why: 'Steam says «предмет» for what is bought and traded; a skin is one kind of item and «товар» is shop goods.',
    },
    account: {
      term: 'аккаунт',
      not: [
        'учётная запись',
        'учётной записи',
        'учётную запись',
        'учетная запись',
        'учетной записи',
        'учетную запись',
      ],
      why: 'Steam says «аккаунт Steam»; «учётная запись» is the computer’s user account, so the app says «пользователь» for that.',
    },
    look_up: {
      term: 'проверить',
      not: ['поиск', 'поиска', 'поиску', 'поиском', 'поиске', 'поиски', 'поисков', 'найти', 'найдите'],
      why: 'Fetching items by their IDs is «проверить» / «проверка» (what an agent does with a ticket’s IDs); «поиск» and «найти» were its old words and blur it with the search.',
    },
    search: {
      term: 'искать',
      not: [],
      why: 'Narrowing the list by a name (the Name filter) is «искать»; the noun «поиск» is left to neither act, since it named the lookup before.',
    },
    sign_in: {
      term: 'подключиться',
      not: ['вход', 'входа', 'входе', 'входом', 'войти', 'войдите', 'вход в систему'],
      why: 'The agent signs in by connecting to a catalog with its token, and the button says «Подключиться»; «вход» and «войти» would name a second act.',
    },
    sign_out: {
      term: 'выйти',
      not: ['выйти из приложения', 'выхода из приложения', 'выход из приложения'],
      why: '«Выйти» forgets this catalog’s token, as signing out does everywhere; quitting the app is «завершить» or «закрыть», never «выйти».',
    },
    catalog: {
      term: 'каталог',
      not: ['справочник', 'директория', 'директории'],
      why: 'The Item Catalog Service an agent connects to; a folder on disk is always «папка», never «каталог» or «директория».',
    },
  },
  loanwords: [],
  statuses: {
    AVAILABLE:
      '«В продаже» (on sale): offered for purchase, as the spec means; «Доступен» was dropped, as it also reads as accessible or usable.',
    WAITING_FOR_TRADE_ACCEPT:
      '«Ожидает принятия предложения обмена»: the trade offer is sent and waits for the customer to accept it; short «Ожидает принятия обмена». Never «подтверждение», which is Steam’s mobile confirmation.',
    TRADE_ACCEPTED:
      '«Предложение обмена принято»: the customer accepted the trade offer; short «Обмен принят».',
    WAITING_FOR_SEND: '«Ожидает отправки»: bought and queued; the store has not sent the trade offer yet.',
    UNAVAILABLE:
      '«Недоступен»: not offered now; it says nothing of why, as the spec does not («снят с продажи» would give a reason).',
    'lookup.pending': '«Ещё не проверен»: the lookup has not asked for this ID yet.',
    'lookup.not_found': '«Не найден»: the catalog has no item with this ID.',
    'lookup.failed':
      '«Сбой проверки»: the lookup could not read this ID; never «Ошибка», the word of the item’s own Error column.',
  },
}
