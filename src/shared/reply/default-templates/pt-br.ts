import { buildPack } from './language-pack'

export const ptBR = buildPack({
  general: {
    greeting:
      'Olá, {customer_name},\n\nObrigado pela sua mensagem. Veja a situação {do seu item|dos seus itens}:',
    next_try_line: 'Enviaremos {a oferta de troca|as ofertas de troca} novamente {next_try}.',
    due_now_line: 'Uma nova tentativa está prevista para agora.',
    after_fix_line: 'Depois de fazer isso, responda a esta mensagem e cuidaremos do resto.',
    resend_once_public_line:
      'Assim que seu inventário estiver público, enviaremos {a oferta de troca|as ofertas de troca} novamente.',
    resend_once_url_line:
      'Assim que recebermos sua URL de troca atual, enviaremos {a oferta de troca|as ofertas de troca} novamente.',
    we_check_line: 'Estamos verificando e entraremos em contato quando soubermos mais.',
    closing: 'Se tiver outras dúvidas, é só responder a esta mensagem.\n\nAtenciosamente',
    signature: '{agent_name}',
  },
  plain: {
    trade_accepted:
      '{name} (ID {id}) já {foi entregue|foram entregues}: a troca foi concluída, então você {o|os} encontrará no seu inventário da Steam. Você não precisa fazer mais nada.',
    send_next_try:
      '{name} (ID {id}) {está pronto|estão prontos} para envio: enviaremos a oferta de troca {next_try}. Fique de olho nas suas ofertas de troca da Steam.',
    send_no_next_try:
      '{name} (ID {id}) ainda não {foi enviado|foram enviados}, e nenhuma nova tentativa está prevista no momento. Vamos verificar isso e entraremos em contato.',
    accept_waiting:
      'Uma oferta de troca de {name} (ID {id}) está esperando por você. Abra suas ofertas de troca da Steam e aceite-a para receber {o item|os itens}.',
    accept_offer_unconfirmed:
      'Ainda não conseguimos confirmar que uma oferta de troca de {name} (ID {id}) foi enviada para você. Confira suas ofertas de troca da Steam; se não houver nenhuma para {esse item|esses itens}, responda a esta mensagem e vamos verificar.',
    available:
      'Não temos registro de uma compra concluída de {name} (ID {id}). Você pode nos enviar o número do pedido ou uma captura de tela da compra para verificarmos?',
    available_bought:
      'Precisamos analisar com mais cuidado o pedido de {name} (ID {id}). Vamos verificá-lo e entraremos em contato.',
    unavailable_no_error:
      'Não conseguimos entregar {name} (ID {id}). Estamos verificando o motivo e entraremos em contato.',
    conflicting:
      'Os registros de {name} (ID {id}) precisam de uma análise mais cuidadosa. Vamos verificá-los e entraremos em contato.',
    unknown_status: 'Estamos verificando a entrega de {name} (ID {id}) e entraremos em contato.',
    not_found:
      'Não encontramos {nenhum item com o ID|itens com os IDs} {id}. Confira {o número|os números} ou nos envie os dados do seu pedido para que possamos procurar.',
    lookup_failed:
      'Não conseguimos consultar {o item|os itens} {id} agora por causa de um problema técnico do nosso lado. Tentaremos de novo e entraremos em contato.',
    lookup_interrupted:
      'Ainda não conseguimos consultar {o item|os itens} {id}. Faremos isso e entraremos em contato.',
  },
  errorStatus: {
    send: 'Ainda não conseguimos enviar a oferta de troca de {name} (ID {id}).',
    accept: 'A oferta de troca de {name} (ID {id}) não foi concluída.',
    stopped: 'Não conseguimos entregar {name} (ID {id}), e a entrega foi interrompida.',
  },
  sendNeverRetried: 'Não conseguimos enviar a oferta de troca de {name} (ID {id}).',
  errorMeaning: {
    inventory_private:
      'Seu inventário da Steam está privado, então a oferta de troca não consegue chegar até você. Deixe seu inventário público nas configurações de privacidade do seu perfil da Steam.',
    trade_url_outdated:
      'A URL de troca que temos da sua conta não é mais válida. Envie-nos sua URL de troca atual; ela fica nas configurações de ofertas de troca da Steam.',
    trade_hold:
      'Sua conta Steam tem uma retenção de troca. Ative o autenticador móvel do Steam Guard e mantenha-o ativo até a retenção de troca terminar.',
    account_cannot_trade:
      'Sua conta Steam não pode fazer trocas no momento, por exemplo por causa de um banimento de trocas ou por ser uma conta limitada. Verifique a situação de trocas da sua conta na Steam.',
    steam_down: 'A Steam esteve temporariamente indisponível.',
    item_gone:
      'Infelizmente, {o item não está mais disponível|os itens não estão mais disponíveis} do nosso lado.',
    offer_declined: 'A oferta de troca foi recusada ou expirou.',
    checking: '',
  },
  statusWords: {
    AVAILABLE: 'disponível para compra',
    WAITING_FOR_SEND: 'aguardando envio',
    WAITING_FOR_TRADE_ACCEPT: 'oferta de troca enviada, aguardando sua confirmação',
    TRADE_ACCEPTED: 'entregue',
    UNAVAILABLE: 'não pôde ser entregue',
    unknown: 'em verificação',
  },
  unnamedItem: 'seu item',
  nextTry: {
    at: 'em {when} ({zone}, {offset}, {relative})',
    nextAttempt: 'na próxima tentativa',
    mayBeOver: 'na próxima tentativa (que talvez já tenha sido feita)',
    dueNow: 'agora',
  },
  sentenceGap: ' ',
  scripts: [],
})
