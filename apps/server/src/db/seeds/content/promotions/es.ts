import type { PromotionTexts } from '../promotions.js';

export const es: PromotionTexts = {
  'promo-welcome-100': {
    title: 'Bono de bienvenida del 100%',
    summary: 'Duplica tu primer depósito, hasta RM 1,000.00.',
    content: {
      lead: 'Elige este bono en la página de depósito y igualamos tu <strong>primer depósito al 100%</strong>, hasta RM 1,000.00.',
      points: [
        'Depósito mínimo de RM 50.00.',
        'Rollover: 8 veces tu depósito más el bono, en un plazo de 30 días.',
        'Tragamonedas, pesca, deportes y juegos de cartas cuentan al 100%; el casino en vivo cuenta la mitad; la lotería no cuenta.',
        'El bono espera en tu billetera de bonos y pasa a tu billetera principal cuando se cumple el rollover.',
        'Los retiros se habilitan cuando se cumple el rollover o cuando renuncias al bono en Detalles de bonos.',
      ],
    },
  },
  'promo-weekly-reload': {
    title: 'Bono de recarga semanal del 30%',
    summary: '30% en un depósito cada semana, hasta RM 300.00.',
    content: {
      lead: 'Una vez por semana (las semanas empiezan el lunes, GMT+8) añadimos un <strong>30%</strong> al depósito con el que lo elijas, hasta RM 300.00.',
      points: [
        'Depósito mínimo de RM 100.00.',
        'Rollover: 5 veces tu depósito más el bono, en un plazo de 7 días.',
        'El casino en vivo cuenta la mitad; la lotería no cuenta.',
      ],
    },
  },
  'promo-sports-cashback': {
    title: 'Reembolso Día de Derbi',
    summary: 'El 5% de tu pérdida neta diaria en deportes, de vuelta cada mañana.',
    content: {
      lead: 'Inscríbete una vez y cada mañana a las 08:00 (GMT+8) te pagamos como bono el <strong>5% de la pérdida neta del día anterior</strong> en deportes, hasta RM 500.00 al día.',
      points: [
        'La pérdida neta es lo que apostaste en deportes y se liquidó, menos lo que pagaron esas apuestas ese día.',
        'No se pagan reembolsos inferiores a RM 1.00.',
        'Rollover: 1 vez el reembolso, en un plazo de 7 días.',
      ],
    },
  },
  'promo-fish-10': {
    title: 'Bono Cazador del Arrecife',
    summary: '10% extra en cada depósito que juegues en juegos de pesca.',
    content: {
      lead: 'Elígelo con cualquier depósito de RM 30.00 o más y recibe un <strong>10% extra</strong>, hasta RM 200.00.',
      points: [
        'Solo los juegos de pesca cuentan para el rollover: 5 veces tu depósito más el bono, en un plazo de 7 días.',
        'Vuelve a tomarlo con tu próximo depósito cuando hayas terminado el anterior.',
      ],
    },
  },
  'promo-zalo-reward': {
    title: 'Recompensa Amigo de Zalo de hasta RM 131.00',
    summary: 'Agrega nuestro Zalo o WhatsApp, envía una captura y recibe hasta RM 131.00.',
    content: {
      lead: 'Agrega nuestra cuenta oficial en Zalo o WhatsApp y luego solicítalo aquí con tu ID y una <strong>captura de pantalla del chat</strong>.',
      points: [
        'Atención al cliente revisa cada solicitud y aprueba una recompensa de hasta RM 131.00.',
        'Capturas PNG o JPG, 3 como máximo, de hasta 5 MB cada una; una observación de hasta 140 caracteres.',
        'Rollover: 1 vez la recompensa, en un plazo de 14 días. Una vez por miembro.',
      ],
    },
  },
  'promo-lucky-draw': {
    title: 'Sorteo mensual',
    summary: 'Participa en el sorteo; los ganadores reclaman su premio aquí.',
    content: {
      lead: 'Inscríbete para participar en el sorteo de este mes. Los ganadores reciben un aviso en su centro de mensajes y <strong>reclaman el premio en esta página</strong>.',
      points: [
        'Un premio se reclama una sola vez y llega como bono con rollover de 1 vez, en un plazo de 14 días.',
        'Atención al cliente sortea a los ganadores a fin de mes.',
      ],
    },
  },
  'promo-vip-rebate': {
    title: 'Reembolso diario VIP',
    summary: 'Hasta el 0.5% de tus apuestas válidas de vuelta cada día, directo a tu billetera.',
    content: {
      lead: 'Para el nivel VIP 3 o superior: cada mañana te pagamos un reembolso sobre las <strong>apuestas válidas del día anterior</strong>, sin rollover que cumplir.',
      points: [
        'Tragamonedas, pesca y deportes 0.5%; casino en vivo 0.4%; juegos de cartas 0.3%.',
        'Hasta RM 2,000.00 al día; no se pagan reembolsos inferiores a RM 1.00.',
      ],
    },
  },
};
