import type { HelpTexts } from '../help.js';

export const pt: HelpTexts = {
  topics: {
    deposit: 'Depósito',
    withdrawal: 'Saque',
    account: 'Conta',
    responsible: 'Jogo Responsável',
    terms: 'Termos e Privacidade',
  },
  items: {
    'deposit-methods': {
      title: 'Como faço um depósito?',
      lead: 'Abra <strong>Depósito</strong> na barra superior, escolha uma forma de pagamento e informe o valor.',
      points: [
        'Aceitamos transferência bancária, carteiras digitais e internet banking.',
        'A maioria dos depósitos cai em até 3 minutos.',
        'O depósito mínimo é de RM 10.',
      ],
    },
    'deposit-not-credited': {
      title: 'Meu depósito não caiu',
      lead: 'Os depósitos normalmente caem em minutos. Se o seu não caiu depois de <strong>15 minutos</strong>:',
      points: [
        'Confira se o valor e a referência estão exatamente iguais.',
        'Guarde o comprovante do banco.',
        'Envie o comprovante ao atendimento ao cliente pelo chat ao vivo.',
      ],
    },
    'withdrawal-how': {
      title: 'Como faço um saque?',
      lead: 'Abra <strong>Saque</strong> na central do membro e escolha sua conta bancária.',
      points: [
        'Cumpra primeiro o rollover de qualquer bônus.',
        'Os saques são processados 24 horas por dia, 7 dias por semana.',
        'É necessária a sua senha de pagamento.',
      ],
    },
    'withdrawal-receipt': {
      title: 'Confirmar o recebimento de um saque',
      lead: 'Depois de um saque, confirme se o dinheiro <strong>foi recebido</strong>.',
      points: [
        'Se só uma parte chegou, informe o valor recebido.',
        'Se nada chegou, envie seu extrato bancário como comprovante.',
        'Saques não confirmados contam como recebidos após o prazo de espera.',
      ],
    },
    'account-register': {
      title: 'Criar uma conta',
      lead: 'Toque em <strong>Cadastrar</strong>, escolha um nome de usuário e uma senha e aceite os termos.',
      points: [
        'Você precisa ter 18 anos ou mais.',
        'Uma conta por pessoa.',
        'O cadastro por celular pode exigir um código por SMS.',
      ],
    },
    'account-password': {
      title: 'Esqueci minha senha',
      lead: 'Use <strong>Esqueceu a senha?</strong> na janela de login.',
      points: [
        'Redefina por e-mail com o seu nome de usuário.',
        'Ou redefina por telefone com um código por SMS.',
      ],
    },
    'responsible-limits': {
      title: 'Limites de depósito e pausas',
      lead: 'Jogar deve ser divertido. Você pode definir limites de depósito <strong>diários, semanais ou mensais</strong>.',
      points: [
        'Limites menores valem na hora.',
        'Limites maiores valem após 24 horas.',
        'Você pode fazer uma pausa de 1 dia a 6 meses.',
      ],
    },
    'responsible-support': {
      title: 'Como obter ajuda',
      lead: 'Se jogar deixou de ser divertido, converse com alguém. A ajuda é <strong>gratuita e sigilosa</strong>.',
      points: ['Nosso atendimento ao cliente pode encerrar sua conta mediante pedido.'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy: apoio gratuito' },
    },
    'terms-general': {
      title: 'Termos e condições',
      lead: 'Ao usar o site, você aceita nossos <strong>termos e condições</strong>.',
      points: [
        'Os bônus têm exigência de rollover.',
        'Contas duplicadas podem ser encerradas.',
        'O operador é licenciado em Malta, nas Ilhas Virgens Britânicas e nas Filipinas.',
      ],
    },
    'terms-privacy': {
      title: 'Política de privacidade',
      lead: 'Seus dados são protegidos com <strong>criptografia de 128 bits</strong> e nunca são vendidos.',
      points: [
        'Guardamos apenas os dados necessários para manter sua conta.',
        'Você pode pedir uma cópia dos seus dados a qualquer momento.',
      ],
    },
  },
};
