import { buildPack } from './language-pack'

/**
 * Brazilian Portuguese, "você" as Brazilian support writes it. Every item is named with the
 * noun and its article, contracted as it must be ("do item {name}"), so an item without a
 * readable name reads "do item (ID 5)".
 */
export const ptBR = buildPack({
  general: {
    greeting:
      'Olá, {customer_name},\n\nAgradecemos a sua mensagem. Veja a situação {do seu item|dos seus itens}:',
    next_try_line: 'Enviaremos {a oferta de troca|as ofertas de troca} novamente {next_try}.',
    due_now_line: 'Vamos tentar enviar novamente agora mesmo.',
    after_fix_line: 'Depois de fazer isso, responda a esta mensagem e cuidaremos do resto.',
    resend_once_public_line:
      'Assim que seu inventário estiver público, enviaremos {a oferta de troca|as ofertas de troca} novamente.',
    resend_once_url_line:
      'Assim que recebermos sua URL de troca atual, enviaremos {a oferta de troca|as ofertas de troca} novamente.',
    we_check_line: 'Estamos verificando e entraremos em contato quando soubermos mais.',
    closing: 'Se tiver outras dúvidas, é só responder a esta mensagem.\n\nAtenciosamente,',
    signature: '{agent_name}',
  },
  plain: {
    trade_accepted:
      '{O item|Os itens} {name} (ID {id}) já {foi entregue|foram entregues}: a troca foi concluída, então você {o|os} encontrará no seu inventário do Steam. Você não precisa fazer mais nada.',
    send_next_try:
      '{O item|Os itens} {name} (ID {id}) {está pronto|estão prontos} para envio: enviaremos a oferta de troca {next_try}. Fique de olho nas suas ofertas de troca do Steam.',
    send_no_next_try:
      '{O item|Os itens} {name} (ID {id}) ainda não {foi enviado|foram enviados}, e nenhuma nova tentativa está prevista no momento. Vamos verificar isso e entraremos em contato.',
    accept_waiting:
      'Uma oferta de troca {do item|dos itens} {name} (ID {id}) está esperando por você. Abra suas ofertas de troca do Steam e aceite-a para receber {o item|os itens}.',
    accept_offer_unconfirmed:
      'Ainda não conseguimos confirmar que uma oferta de troca {do item|dos itens} {name} (ID {id}) foi enviada para você. Confira suas ofertas de troca do Steam; se não encontrar nenhuma oferta {desse item|desses itens}, responda a esta mensagem e verificaremos o que aconteceu.',
    available:
      'Não temos registro de uma compra concluída {do item|dos itens} {name} (ID {id}). Você pode nos enviar o número do pedido ou uma captura de tela da compra para verificarmos?',
    available_bought:
      'Precisamos analisar com mais cuidado o pedido {do item|dos itens} {name} (ID {id}). Vamos verificá-lo e entraremos em contato.',
    unavailable_no_error:
      'Não conseguimos entregar {o item|os itens} {name} (ID {id}). Estamos verificando o motivo e entraremos em contato.',
    conflicting:
      'Os registros {do item|dos itens} {name} (ID {id}) precisam de uma análise mais cuidadosa. Vamos verificá-los e entraremos em contato.',
    unknown_status:
      'Estamos verificando a entrega {do item|dos itens} {name} (ID {id}) e entraremos em contato.',
    not_found:
      'Não encontramos {nenhum item com o ID|itens com os IDs} {id}. Confira {o número|os números} ou nos envie os dados do seu pedido para que possamos {localizá-lo|localizá-los}.',
    lookup_failed:
      'Não conseguimos consultar {o item com o ID|os itens com os IDs} {id} agora por causa de um problema técnico em nossos sistemas. Tentaremos de novo e entraremos em contato.',
    lookup_interrupted:
      'Ainda não conseguimos consultar {o item com o ID|os itens com os IDs} {id}. Faremos isso e entraremos em contato.',
  },
  errorStatus: {
    send: 'Ainda não conseguimos enviar a oferta de troca {do item|dos itens} {name} (ID {id}).',
    accept: 'A oferta de troca {do item|dos itens} {name} (ID {id}) não foi concluída.',
    stopped: 'Não conseguimos entregar {o item|os itens} {name} (ID {id}), e a entrega foi interrompida.',
  },
  sendNeverRetried: 'Não conseguimos enviar a oferta de troca {do item|dos itens} {name} (ID {id}).',
  errorMeaning: {
    inventory_private:
      'Seu inventário do Steam está privado, então a oferta de troca não consegue chegar até você. Deixe seu inventário público nas configurações de privacidade do seu perfil Steam.',
    trade_url_outdated:
      'A URL de troca que temos da sua conta não é mais válida. Envie-nos sua URL de troca atual; ela fica nas configurações de ofertas de troca do Steam.',
    trade_hold:
      'Sua conta Steam tem uma retenção de troca. Ative o Autenticador Móvel do Steam Guard e mantenha-o ativo até a retenção de troca terminar.',
    account_cannot_trade:
      'Sua conta Steam não pode fazer trocas no momento, por exemplo por causa de um banimento de trocas ou por ser uma conta limitada. Verifique a situação de trocas da sua conta no Steam.',
    steam_down: 'O Steam esteve temporariamente indisponível.',
    item_gone:
      'Infelizmente, {o item não está mais disponível|os itens não estão mais disponíveis} em nossa loja.',
    offer_declined: 'A oferta de troca foi recusada ou expirou.',
    checking: '',
  },
  statusWords: {
    AVAILABLE: 'disponível para compra',
    WAITING_FOR_SEND: 'aguardando envio',
    WAITING_FOR_TRADE_ACCEPT: 'oferta de troca enviada, aguardando que você a aceite',
    TRADE_ACCEPTED: 'entregue',
    UNAVAILABLE: 'não pôde ser entregue',
    unknown: 'em verificação',
  },
  // After "de" a lead's template reads "de seu item": grammatical, if more formal than "do seu item".
  unnamedItem: {
    nouns: ['item', 'itens'],
    standIn: 'seu item',
  },
  nextTry: {
    at: 'no dia {when} ({zone}, {offset}), ou seja, {relative}',
    zoneName: 'longGeneric',
    nextAttempt: 'na próxima tentativa',
    mayBeOver: 'na próxima tentativa (que talvez já tenha sido feita)',
    dueNow: 'agora mesmo',
  },
  sentenceGap: ' ',
  hanLatinGap: false,
  scripts: [],
})
