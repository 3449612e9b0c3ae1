import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const pt: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: 'Manutenção Programada na Terça-feira',
    lead: 'Os pagamentos serão pausados na <strong>terça-feira, das 03:00 às 05:00 (GMT+8)</strong>, para uma atualização do sistema.',
    points: [
      'Os jogos continuam disponíveis durante a atualização.',
      'Depósitos feitos antes das 03:00 são creditados normalmente.',
    ],
  },
  'b-new-payment': {
    title: 'Novos Depósitos por Carteira Digital',
    lead: 'Agora você pode depositar com <strong>carteiras digitais</strong>, com crédito em menos de 3 minutos.',
    points: ['Depósito mínimo de RM 10.', 'Sem taxas em nenhum depósito por carteira digital.'],
    link: { href: '/help', text: 'Como depositar' },
  },
  'b-security': {
    title: 'Mantenha Sua Conta Segura',
    lead: 'Nossa equipe <strong>nunca</strong> vai pedir sua senha ou seus códigos de verificação.',
    points: [
      'Use uma senha exclusiva com pelo menos 8 caracteres.',
      'Saia da conta em dispositivos compartilhados.',
    ],
  },
  'b-app-release': {
    title: 'Nova Versão 3.2 do App',
    lead: 'A versão <strong>3.2</strong> traz carregamento de jogos mais rápido e modo escuro.',
    points: [
      'Requer iOS 17 ou superior.',
      'Usuários de Android podem atualizar pela página de download.',
    ],
    link: { href: '/down', text: 'Baixar agora' },
  },
  'b-support-hours': {
    title: 'Atendimento ao Cliente 24/7',
    lead: 'Nossa equipe responde <strong>24 horas por dia</strong>, 7 dias por semana.',
    points: [
      'O chat ao vivo responde em até 1 minuto.',
      'Telegram e WhatsApp também estão disponíveis.',
    ],
  },
  'pl-vip-upgrade': {
    title: 'Níveis VIP Melhorados',
    lead: 'Os membros VIP agora têm <strong>limites diários de saque maiores</strong>.',
    points: [
      'Do nível 5 para cima, você tem um anfitrião VIP exclusivo.',
      'As promoções de nível são verificadas toda segunda-feira.',
    ],
  },
  'pl-verify-account': {
    title: 'Verifique Seu Número de Celular',
    lead: 'Verifique seu número de celular para <strong>proteger seus saques</strong>.',
    points: ['Abra Minha Conta > Central de Segurança.', 'Digite o código que enviamos por SMS.'],
  },
  'pl-responsible': {
    title: 'Jogue com Responsabilidade',
    lead: 'Defina <strong>limites de depósito</strong> ou faça uma pausa a qualquer momento.',
    points: [
      'Os limites valem a partir do dia seguinte.',
      'A autoexclusão está disponível mediante pedido.',
    ],
    link: { href: 'https://www.gamblingtherapy.org/', text: 'Obtenha apoio gratuito' },
  },
  'pu-welcome': {
    title: 'Bem-vindo ao Portal',
    lead: 'Novos membros ganham um <strong>bônus de boas-vindas de 100%</strong> até RM 1,000.',
    points: ['Deposite pelo menos RM 30.', 'Rollover de 15x antes do saque.'],
    link: { href: '/promotions', text: 'Ver todas as promoções' },
  },
  'pu-weekend-event': {
    title: 'Corrida de Caça-níqueis no Fim de Semana',
    lead: 'Gire qualquer caça-níquel neste fim de semana e dispute um prêmio total de <strong>RM 50,000</strong>.',
    points: ['Os 100 melhores jogadores ganham.', 'Os resultados saem na segunda-feira.'],
  },
  'pr-weekly-reload': {
    title: 'Recarga Semanal de 30%',
    lead: 'Toda segunda-feira, ganhe <strong>30% extra</strong> no seu primeiro depósito.',
    points: ['Bônus máximo de RM 300.', 'Válido em caça-níqueis e jogos de pescaria.'],
    link: { href: '/promotions', text: 'Resgate já' },
  },
  'pr-cashback': {
    title: 'Cashback Diário de até 1%',
    lead: 'Receba <strong>cashback ilimitado</strong> sobre suas apostas válidas todos os dias.',
    points: ['Creditado automaticamente às 12:00.', 'Sem rollover.'],
  },
  'pr-referral': {
    title: 'Indique Amigos e Ganhe Recompensas',
    lead: 'Ganhe <strong>RM 20</strong> por cada amigo que se cadastrar e depositar.',
    points: [
      'Compartilhe seu link pela página Indique um amigo.',
      'Sem limite de amigos indicados.',
    ],
  },
  'h-new-games': {
    title: '20 Jogos Novos Este Mês',
    lead: 'Descubra <strong>20 novos títulos</strong> da Aurora Gaming e da Lotus Live.',
    points: [
      'Novos caça-níqueis com rodadas de compra de bônus.',
      'Duas novas mesas de bacará ao vivo.',
    ],
    link: { href: '/rng', text: 'Jogue os novos caça-níqueis' },
  },
  'h-tournament': {
    title: 'Torneio Mestres das Cartas',
    lead: 'Participe do torneio <strong>Mestres das Cartas</strong> e dispute uma parte de RM 20,000.',
    points: [
      'As rodadas classificatórias acontecem a semana toda.',
      'A final é transmitida ao vivo no domingo.',
    ],
  },
};
