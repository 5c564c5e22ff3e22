import type { LanguageGlossary } from './types'

/** Simplified Chinese: one word per concept in the app and its replies. */
export const ZH_CN: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: '交易报价',
      not: ['交易请求', '交易邀请'],
      why: "Steam's Chinese name for the offer the store's bot sends; 报价 alone reads as a price quote, so it is never shortened.",
    },
    trade_hold: {
      term: '交易暂挂',
      not: ['交易冷却', '交易锁定', '交易延迟'],
      why: "Steam's Chinese name for the days an item cannot be traded after a change to the account; 冷却 and 锁定 read as a cooldown or a lock.",
    },
    trade_url: {
      term: '交易链接',
      not: ['交易网址', '交易 URL', '交易URL'],
      why: 'What Chinese Steam users and trading sites call the Trade URL they share; 网址 or a bare URL reads as any web address.',
    },
    inventory: {
      term: '库存',
      not: ['背包', '仓库'],
      why: "Steam's Chinese word for where the customer's items are.",
    },
    item: {
      term: '物品',
      not: ['饰品', '道具'],
      why: "Steam's Chinese word for what is bought and traded; 饰品 (a skin) and 道具 (a game prop) name only some items.",
    },
    account: {
      term: '账户',
      not: ['帐户', '帐号', '账号'],
      why: "The customer's Steam account in today's standard spelling (Steam's pages also write the variant 帐户); 账号 is the login name, not the account.",
    },
    look_up: {
      term: '查询',
      not: ['查找', '检索'],
      why: 'Fetching items by their IDs, one request each; search (搜索) is another act, and 查找 would blur the two.',
    },
    search: {
      term: '搜索',
      not: [],
      why: 'Narrowing the item list by a name or a text (the Name filter), as every Chinese app says it; not a lookup by ID.',
    },
    sign_in: {
      term: '连接',
      not: ['登陆', '登入'],
      why: 'The connect screen and its button say 连接, and connecting with the token is how an agent signs in; 登陆 (to land) is a common misspelling.',
    },
    sign_out: {
      term: '退出登录',
      not: [],
      why: "The usual Chinese for signing out, forgetting this catalog's token; it cannot be read as 退出 {app}, which quits the app.",
    },
    catalog: {
      term: '物品目录',
      not: [],
      why: 'The Item Catalog Service an agent connects to; 目录 alone reads as a folder on disk, so it always comes with 物品.',
    },
  },
  loanwords: [],
  statuses: {
    AVAILABLE:
      '可供购买 (offered for purchase), as the reply says it; the earlier 可用 read as usable, which the spec never says.',
    WAITING_FOR_TRADE_ACCEPT:
      '等待接受交易报价 (waiting for the trade offer to be accepted): sent, and the customer has not accepted it yet.',
    TRADE_ACCEPTED:
      '交易报价已接受 (the trade offer was accepted): the customer accepted it; the item is delivered.',
    WAITING_FOR_SEND:
      '等待发送 (waiting to be sent): bought and queued; the store has not sent the trade offer yet.',
    UNAVAILABLE:
      '不可购买 (cannot be bought now), the counterpart of 可供购买; it says nothing of why, as the spec does not, and no longer reads as unusable (不可用).',
    'lookup.pending': '尚未查询 (not looked up yet): the lookup has not asked for this ID yet.',
    'lookup.not_found': '未找到 (not found): the catalog has no item with this ID.',
    'lookup.failed':
      "查询失败 (the lookup failed): says the lookup failed, not the item; the item's own Error column is 错误.",
  },
}
