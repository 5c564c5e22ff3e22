import type { LanguageGlossary } from './types'

/** Simplified Chinese: one word per concept in the app and its replies. */
export const ZH_CN: LanguageGlossary = {
  terms: {
    trade_offer: { term: '交易报价', not: ['交易请求', '交易邀请'], why: '' },
    trade_hold: { term: '交易暂挂', not: ['交易冷却', '交易锁定'], why: '' },
    trade_url: { term: '交易链接', not: ['交易网址', 'URL'], why: '' },
    inventory: { term: '库存', not: ['背包'], why: '' },
    item: { term: '物品', not: ['饰品'], why: '' },
    account: { term: '账户', not: ['帐号', '账号'], why: '' },
    look_up: { term: '查询', not: [], why: '' },
    search: { term: '', not: [], why: '' },
    sign_in: { term: '连接', not: [], why: '' },
    sign_out: { term: '退出登录', not: [], why: '' },
    catalog: { term: '目录', not: [], why: '' },
  },
  loanwords: [],
  itemNouns: ['物品'],
  statuses: {},
}
