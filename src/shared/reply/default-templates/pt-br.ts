import type { LanguagePack } from './language-pack'

export const ptBR: LanguagePack = {
  templates: {
    greeting: 'Olá,\n\nobrigado pela sua mensagem. Veja a situação dos seus itens:',
    trade_accepted:
      '{name} (ID {id}) foi entregue: a troca foi concluída, então o item já deve estar no seu inventário da Steam. Você não precisa fazer mais nada.',
    send_trade_hold:
      '{name} (ID {id}) ainda não pode ser enviado porque a sua conta Steam está com uma retenção de trocas. Ative o Steam Guard Mobile Authenticator e mantenha-o ativo; quando a retenção terminar, enviaremos a oferta de troca.',
    send_steam_unavailable:
      '{name} (ID {id}) ainda não foi enviado porque a Steam ficou temporariamente indisponível. Enviaremos a oferta de troca novamente de forma automática; você não precisa fazer nada.',
    send_other_error:
      '{name} (ID {id}) ainda não foi enviado porque a oferta de troca não chegou à sua conta. Verifique se o seu inventário da Steam está público e se a sua URL de troca está atualizada.',
    send_next_try:
      '{name} (ID {id}) está pronto para envio: enviaremos a oferta de troca em {next_try}. Fique de olho nas suas ofertas de troca da Steam.',
    send_no_next_try:
      '{name} (ID {id}) ainda não foi enviado. Estamos verificando e entraremos em contato assim que soubermos mais.',
    accept_waiting:
      'Há uma oferta de troca de {name} (ID {id}) esperando por você. Abra suas ofertas de troca na Steam e aceite-a para receber o item.',
    accept_trade_hold:
      '{name} (ID {id}) está retido porque a sua conta Steam está com uma retenção de trocas. Ative o Steam Guard Mobile Authenticator e mantenha-o ativo; quando a retenção terminar, a troca poderá ser concluída.',
    accept_resend:
      'A oferta de troca de {name} (ID {id}) não pôde ser entregue, então vamos enviá-la novamente. Você não precisa fazer nada até a nova oferta chegar.',
    accept_error:
      'Houve um problema com a oferta de troca de {name} (ID {id}). Estamos verificando e entraremos em contato assim que soubermos mais.',
    available:
      'Não encontramos nenhuma compra concluída de {name} (ID {id}). Você pode nos enviar o número do pedido ou uma captura de tela da compra para verificarmos?',
    available_bought:
      'Precisamos analisar com mais cuidado o pedido de {name} (ID {id}). Estamos verificando e entraremos em contato.',
    unavailable:
      'Infelizmente não conseguimos entregar {name} (ID {id}), e a entrega foi interrompida. Entraremos em contato sobre um reembolso ou uma substituição.',
    unavailable_no_error:
      '{name} (ID {id}) não pôde ser entregue. Estamos verificando o motivo e entraremos em contato.',
    conflicting:
      'Os dados de {name} (ID {id}) precisam de uma análise mais cuidadosa. Estamos verificando e entraremos em contato.',
    unknown_status: 'Estamos verificando a entrega de {name} (ID {id}) e entraremos em contato.',
    not_found:
      'Não encontramos nenhum item com o ID {id}. Confira o número ou envie os dados do seu pedido para que possamos procurá-lo.',
    lookup_failed:
      'Não conseguimos consultar o item {id} agora por causa de um problema técnico do nosso lado. Vamos tentar de novo e entraremos em contato.',
    next_try_line: 'A próxima tentativa está prevista para {next_try}.',
    closing: 'Se tiver outras dúvidas, é só responder a esta mensagem.\n\nAtenciosamente',
  },
  statusWords: {
    AVAILABLE: 'disponível para compra',
    WAITING_FOR_SEND: 'aguardando envio',
    WAITING_FOR_TRADE_ACCEPT: 'oferta de troca enviada, aguardando a sua confirmação',
    TRADE_ACCEPTED: 'entregue',
    UNAVAILABLE: 'não pôde ser entregue',
    unknown: 'em verificação',
  },
  unnamedItem: 'seu item',
}
