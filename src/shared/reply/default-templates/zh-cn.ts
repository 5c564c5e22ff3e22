import type { LanguagePack } from './language-pack'

export const zhCN: LanguagePack = {
  templates: {
    greeting: '您好！\n\n感谢您的来信。以下是您的物品的当前状态：',
    trade_accepted:
      '{name}（ID {id}）已送达：交易已完成，该物品现在应该已在您的 Steam 库存中。您无需再做任何操作。',
    send_trade_hold:
      '{name}（ID {id}）暂时无法发送，因为您的 Steam 帐户处于交易暂挂状态。请启用 Steam 令牌手机验证器并保持启用；暂挂结束后，我们会向您发送交易报价。',
    send_steam_unavailable:
      '{name}（ID {id}）尚未发送，因为 Steam 暂时无法访问。我们会自动重新发送交易报价，您无需做任何操作。',
    send_other_error:
      '{name}（ID {id}）尚未发送，因为交易报价无法送达您的帐户。请确认您的 Steam 库存已设为公开，并且您的交易链接是最新的。',
    send_next_try:
      '{name}（ID {id}）已准备发送：我们将于 {next_try} 发送交易报价。请留意您的 Steam 交易报价。',
    send_no_next_try: '{name}（ID {id}）尚未发送。我们正在核查，有进一步消息会再联系您。',
    accept_waiting:
      '{name}（ID {id}）的交易报价正在等待您处理。请打开您的 Steam 交易报价并接受该报价，即可收到物品。',
    accept_trade_hold:
      '{name}（ID {id}）目前被暂挂，因为您的 Steam 帐户处于交易暂挂状态。请启用 Steam 令牌手机验证器并保持启用；暂挂结束后，交易即可完成。',
    accept_resend:
      '{name}（ID {id}）的交易报价未能送达，我们会重新发送。在新的报价到达之前，您无需做任何操作。',
    accept_error: '{name}（ID {id}）的交易报价出现了问题。我们正在核查，有进一步消息会再联系您。',
    available: '我们没有找到 {name}（ID {id}）的已完成购买记录。能否请您提供订单号或购买截图，以便我们核查？',
    available_bought: '{name}（ID {id}）的订单需要进一步核查。我们正在核查，之后会再联系您。',
    unavailable: '很抱歉，我们无法交付 {name}（ID {id}），其交付已终止。我们会就退款或更换事宜与您联系。',
    unavailable_no_error: '{name}（ID {id}）未能交付。我们正在查明原因，之后会再联系您。',
    conflicting: '{name}（ID {id}）的记录需要进一步核查。我们正在核查，之后会再联系您。',
    unknown_status: '我们正在核查 {name}（ID {id}）的交付情况，之后会再联系您。',
    not_found: '我们没有找到 ID 为 {id} 的物品。请核对编号，或将您的订单信息发给我们，以便我们查询。',
    lookup_failed: '由于我们这边的技术问题，目前无法查询物品 {id}。我们会再次尝试，之后与您联系。',
    next_try_line: '下一次尝试预计在 {next_try}。',
    closing: '如有其他问题，请直接回复此消息。\n\n祝好',
  },
  statusWords: {
    AVAILABLE: '可供购买',
    WAITING_FOR_SEND: '等待发送',
    WAITING_FOR_TRADE_ACCEPT: '交易报价已发送，等待您确认',
    TRADE_ACCEPTED: '已送达',
    UNAVAILABLE: '无法交付',
    unknown: '核查中',
  },
  unnamedItem: '您的物品',
}
