import type { PromotionTexts } from '../promotions.js';

export const pt: PromotionTexts = {
  'promo-welcome-100': {
    title: 'Bônus de Boas-vindas de 100%',
    summary: 'Dobre seu primeiro depósito, até RM 1,000.00.',
    content: {
      lead: 'Escolha este bônus na página de depósito e cobrimos <strong>100% do seu primeiro depósito</strong>, até RM 1,000.00.',
      points: [
        'Depósito mínimo de RM 50.00.',
        'Rollover: 8 vezes o seu depósito mais o bônus, em até 30 dias.',
        'Caça-níqueis, pescaria, esportes e jogos de cartas contam integralmente; o cassino ao vivo conta pela metade; a loteria não conta.',
        'O bônus fica na sua carteira de bônus e passa para a carteira principal assim que o rollover for cumprido.',
        'Os saques são liberados assim que o rollover for cumprido, ou quando você desistir do bônus em Detalhes dos bônus.',
      ],
    },
  },
  'promo-weekly-reload': {
    title: 'Bônus de Recarga Semanal de 30%',
    summary: '30% em um depósito por semana, até RM 300.00.',
    content: {
      lead: 'Uma vez por semana (as semanas começam na segunda-feira, GMT+8), adicionamos <strong>30%</strong> ao depósito em que você escolher o bônus, até RM 300.00.',
      points: [
        'Depósito mínimo de RM 100.00.',
        'Rollover: 5 vezes o seu depósito mais o bônus, em até 7 dias.',
        'O cassino ao vivo conta pela metade; a loteria não conta.',
      ],
    },
  },
  'promo-sports-cashback': {
    title: 'Cashback do Dia de Clássico',
    summary: '5% da sua perda líquida diária em esportes, de volta toda manhã.',
    content: {
      lead: 'Participe uma vez e, toda manhã às 08:00 (GMT+8), pagamos <strong>5% da perda líquida do dia anterior</strong> em esportes como bônus, até RM 500.00 por dia.',
      points: [
        'A perda líquida é o total das suas apostas esportivas liquidadas menos o que elas pagaram naquele dia.',
        'Cashback abaixo de RM 1.00 não é pago.',
        'Rollover: 1 vez o cashback, em até 7 dias.',
      ],
    },
  },
  'promo-fish-10': {
    title: 'Bônus Caçador do Recife',
    summary: '10% extra em cada depósito que você jogar em jogos de pescaria.',
    content: {
      lead: 'Escolha este bônus com qualquer depósito de RM 30.00 ou mais e ganhe <strong>10% extra</strong>, até RM 200.00.',
      points: [
        'Só os jogos de pescaria contam para o rollover: 5 vezes o seu depósito mais o bônus, em até 7 dias.',
        'Pegue o bônus de novo no próximo depósito assim que o anterior for concluído.',
      ],
    },
  },
  'promo-zalo-reward': {
    title: 'Prêmio Amigo no Zalo de até RM 131.00',
    summary: 'Adicione nosso Zalo ou WhatsApp, envie uma captura de tela e ganhe até RM 131.00.',
    content: {
      lead: 'Adicione nossa conta oficial no Zalo ou WhatsApp e depois faça a solicitação aqui com o seu ID e uma <strong>captura de tela da conversa</strong>.',
      points: [
        'O atendimento ao cliente analisa cada solicitação e aprova uma recompensa de até RM 131.00.',
        'Capturas de tela PNG ou JPG, no máximo 3, cada uma com até 5 MB; uma observação de até 140 caracteres.',
        'Rollover: 1 vez a recompensa, em até 14 dias. Uma vez por membro.',
      ],
    },
  },
  'promo-lucky-draw': {
    title: 'Sorteio Mensal',
    summary: 'Participe do sorteio; os ganhadores resgatam o prêmio aqui.',
    content: {
      lead: 'Participe para entrar no sorteio deste mês. Os ganhadores são avisados na central de mensagens e <strong>resgatam o prêmio nesta página</strong>.',
      points: [
        'Cada prêmio é resgatado uma vez e chega como bônus com rollover de 1 vez, em até 14 dias.',
        'Os ganhadores são sorteados pelo atendimento ao cliente no fim do mês.',
      ],
    },
  },
  'promo-vip-rebate': {
    title: 'Rebate Diário VIP',
    summary: 'Até 0,5% das suas apostas válidas de volta todo dia, direto na sua carteira.',
    content: {
      lead: 'Para o nível VIP 3 ou superior: toda manhã pagamos um rebate sobre as <strong>apostas válidas do dia anterior</strong>, sem rollover.',
      points: [
        'Caça-níqueis, pescaria e esportes 0,5%; cassino ao vivo 0,4%; jogos de cartas 0,3%.',
        'Até RM 2,000.00 por dia; rebates abaixo de RM 1.00 não são pagos.',
      ],
    },
  },
};
