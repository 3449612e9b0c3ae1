import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const es: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: 'Mantenimiento programado el martes',
    lead: 'Los pagos se pausarán el <strong>martes de 03:00 a 05:00 (GMT+8)</strong> por una actualización del sistema.',
    points: [
      'Los juegos siguen abiertos durante la actualización.',
      'Los depósitos realizados antes de las 03:00 se acreditan como siempre.',
    ],
  },
  'b-new-payment': {
    title: 'Nuevos depósitos con billetera electrónica',
    lead: 'Ya puedes depositar con <strong>billeteras electrónicas</strong>, acreditadas en menos de 3 minutos.',
    points: [
      'Depósito mínimo de RM 10.',
      'Sin comisiones en ningún depósito con billetera electrónica.',
    ],
    link: { href: '/help', text: 'Cómo depositar' },
  },
  'b-security': {
    title: 'Mantén tu cuenta segura',
    lead: 'Nuestro personal <strong>nunca</strong> te pedirá tu contraseña ni tus códigos de verificación.',
    points: [
      'Usa una contraseña única de al menos 8 caracteres.',
      'Cierra sesión en dispositivos compartidos.',
    ],
  },
  'b-app-release': {
    title: 'Nueva versión 3.2 de la app',
    lead: 'La versión <strong>3.2</strong> trae una carga de juegos más rápida y modo oscuro.',
    points: [
      'Requiere iOS 17 o posterior.',
      'Los usuarios de Android pueden actualizar desde la página de descarga.',
    ],
    link: { href: '/down', text: 'Descargar ahora' },
  },
  'b-support-hours': {
    title: 'Atención al cliente 24/7',
    lead: 'Nuestro equipo responde <strong>las 24 horas del día</strong>, los 7 días de la semana.',
    points: [
      'El chat en vivo responde en menos de 1 minuto.',
      'También estamos disponibles en Telegram y WhatsApp.',
    ],
  },
  'pl-vip-upgrade': {
    title: 'Niveles VIP mejorados',
    lead: 'Los miembros VIP ahora disfrutan de <strong>límites de retiro diarios más altos</strong>.',
    points: [
      'Los niveles 5 y superiores tienen un anfitrión VIP dedicado.',
      'Las subidas de nivel se revisan cada lunes.',
    ],
  },
  'pl-verify-account': {
    title: 'Verifica tu número de móvil',
    lead: 'Verifica tu número de móvil para <strong>proteger tus retiros</strong>.',
    points: [
      'Abre Mi cuenta > Centro de seguridad.',
      'Introduce el código que te enviamos por SMS.',
    ],
  },
  'pl-responsible': {
    title: 'Juega con responsabilidad',
    lead: 'Establece <strong>límites de depósito</strong> o tómate una pausa en cualquier momento.',
    points: [
      'Los límites se aplican a partir del día siguiente.',
      'La autoexclusión está disponible a petición.',
    ],
    link: { href: 'https://www.gamblingtherapy.org/', text: 'Obtén apoyo gratuito' },
  },
  'pu-welcome': {
    title: 'Bienvenido a Portal',
    lead: 'Los nuevos miembros reciben un <strong>bono de bienvenida del 100%</strong> de hasta RM 1,000.',
    points: ['Deposita al menos RM 30.', 'Rollover de 15x antes de retirar.'],
    link: { href: '/promotions', text: 'Ver todas las promociones' },
  },
  'pu-weekend-event': {
    title: 'Carrera de tragamonedas del fin de semana',
    lead: 'Gira en cualquier tragamonedas este fin de semana y compite por un bote de premios de <strong>RM 50,000</strong>.',
    points: ['Ganan los 100 mejores jugadores.', 'Los resultados se publican el lunes.'],
  },
  'pr-weekly-reload': {
    title: 'Recarga semanal del 30%',
    lead: 'Cada lunes, recibe un <strong>30% extra</strong> en tu primer depósito.',
    points: ['Bono máximo de RM 300.', 'Válido en tragamonedas y juegos de pesca.'],
    link: { href: '/promotions', text: 'Reclamar ya' },
  },
  'pr-cashback': {
    title: 'Reembolso diario de hasta el 1%',
    lead: 'Recibe <strong>reembolso ilimitado</strong> sobre tus apuestas válidas cada día.',
    points: ['Se acredita automáticamente a las 12:00.', 'Sin requisito de rollover.'],
  },
  'pr-referral': {
    title: 'Invita a amigos y gana recompensas',
    lead: 'Gana <strong>RM 20</strong> por cada amigo que se registre y deposite.',
    points: [
      'Comparte tu enlace desde la página Invita a tus amigos.',
      'Sin límite en el número de amigos.',
    ],
  },
  'h-new-games': {
    title: '20 juegos nuevos este mes',
    lead: 'Descubre <strong>20 títulos nuevos</strong> de Aurora Gaming y Lotus Live.',
    points: [
      'Nuevas tragamonedas con rondas de compra de función.',
      'Dos nuevas mesas de baccarat en vivo.',
    ],
    link: { href: '/rng', text: 'Juega las nuevas tragamonedas' },
  },
  'h-tournament': {
    title: 'Torneo Card Masters',
    lead: 'Participa en el torneo <strong>Card Masters</strong> y llévate parte de RM 20,000.',
    points: [
      'Las rondas clasificatorias se juegan toda la semana.',
      'La final se transmite en vivo el domingo.',
    ],
  },
};
