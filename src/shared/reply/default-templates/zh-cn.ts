import { buildPack } from './language-pack'

/**
 * Chinese sentences join without a space, and brackets are full-width: （ID 1042）. Latin
 * letters and digits are set off from Han characters by one space (han-latin-spacing.ts):
 * written so here, and applied to names, IDs and times when a reply is composed, so `{name}`
 * and the other values stand without a space of their own.
 */
export const zhCN = buildPack({
  general: {
    greeting: '{customer_name}您好！\n\n感谢您的来信。以下是您所购物品的最新状态：',
    next_try_line: '我们将{next_try}重新发送交易报价。',
    due_now_line: '我们现在就会再次尝试发送交易报价。',
    after_fix_line: '完成后请回复此消息，我们会处理后续事宜。',
    resend_once_public_line: '您的库存公开后，我们会重新发送交易报价。',
    resend_once_url_line: '收到您当前的交易链接后，我们会重新发送交易报价。',
    we_check_line: '我们正在核查，有进一步消息时会通知您。',
    closing: '如有其他问题，直接回复此消息即可。\n\n祝好',
    signature: '{agent_name}',
  },
  plain: {
    trade_accepted:
      '{name}（ID {id}）已送达：交易已完成，您可以在 Steam 库存中找到{该物品|这些物品}。您无需再做任何操作。',
    send_next_try: '{name}（ID {id}）已准备好发送：我们将{next_try}发送交易报价。请留意您的 Steam 交易报价。',
    send_no_next_try: '{name}（ID {id}）尚未发送，目前也没有安排重新发送。我们会查明情况并回复您。',
    accept_waiting: '{name}（ID {id}）的交易报价正在等待您处理。请打开 Steam 交易报价并接受，即可收到物品。',
    accept_offer_unconfirmed:
      '我们暂时无法确认{name}（ID {id}）的交易报价是否已发送给您。请查看您的 Steam 交易报价；如果其中没有{该物品|这些物品}的交易报价，请回复此消息，我们会进一步核查。',
    available: '我们没有查到{name}（ID {id}）的已完成购买记录。能否请您发送订单号或购买截图，以便我们核查？',
    available_bought: '我们需要进一步核查{name}（ID {id}）的订单。核查后会回复您。',
    unavailable_no_error: '我们未能向您交付{name}（ID {id}）。我们正在查明原因，之后会回复您。',
    conflicting: '{name}（ID {id}）的记录需要进一步核查。我们会核查并回复您。',
    unknown_status: '我们正在核查{name}（ID {id}）的发货情况，之后会回复您。',
    not_found: '我们未找到 ID 为 {id} 的物品。请核对编号，或发送您的订单信息以便我们查询。',
    lookup_failed: '由于我们的系统出现技术问题，暂时无法查询物品 {id}。我们会再次尝试并回复您。',
    lookup_interrupted: '我们尚未完成对物品 {id} 的查询。我们会继续查询并回复您。',
  },
  errorStatus: {
    send: '我们暂时未能发送{name}（ID {id}）的交易报价。',
    accept: '{name}（ID {id}）的交易报价未能完成。',
    stopped: '我们未能向您交付{name}（ID {id}），发货已终止。',
  },
  sendNeverRetried: '我们未能发送{name}（ID {id}）的交易报价。',
  errorMeaning: {
    inventory_private:
      '您的 Steam 库存设置为私密，交易报价无法送达。请在 Steam 个人资料的隐私设置中将库存设为公开。',
    trade_url_outdated:
      '我们记录的您账户的交易链接已失效。请从 Steam 交易报价设置中复制当前的交易链接发给我们。',
    trade_hold:
      '您的 Steam 账户目前处于交易暂挂期。请开启 Steam 令牌手机验证器并保持启用，直到交易暂挂结束。',
    account_cannot_trade:
      '您的 Steam 账户目前无法进行交易，例如因交易封禁或账户受限。请在 Steam 中查看账户的交易状态。',
    steam_down: 'Steam 暂时无法访问。',
    item_gone: '很抱歉，我们已无法提供{该物品|这些物品}。',
    offer_declined: '交易报价已被拒绝或已过期。',
    checking: '',
  },
  statusWords: {
    AVAILABLE: '可供购买',
    WAITING_FOR_SEND: '等待发送',
    WAITING_FOR_TRADE_ACCEPT: '交易报价已发送，等待您接受',
    TRADE_ACCEPTED: '已送达',
    UNAVAILABLE: '无法送达',
    unknown: '核查中',
  },
  unnamedItem: {
    nouns: ['物品'],
    standIn: '物品',
  },
  nameQuotes: ['“', '”'],
  nextTry: {
    at: '于{zone} {when}（{offset}，即{relative}）',
    zoneName: 'shortGeneric',
    nextAttempt: '在下次尝试时',
    mayBeOver: '在下次尝试时（此次尝试可能已进行过）',
    dueNow: '立即',
  },
  sentenceGap: '',
  hanLatinGap: true,
  scripts: ['Han'],
})
