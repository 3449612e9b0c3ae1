import type { HelpTexts } from '../help.js';

export const es: HelpTexts = {
  topics: {
    deposit: 'Depósito',
    withdrawal: 'Retiro',
    account: 'Cuenta',
    responsible: 'Juego responsable',
    terms: 'Términos y privacidad',
  },
  items: {
    'deposit-methods': {
      title: '¿Cómo deposito?',
      lead: 'Abre <strong>Depósito</strong> desde la barra superior, elige un método e introduce el importe.',
      points: [
        'Se aceptan transferencias bancarias, billeteras electrónicas y banca en línea.',
        'La mayoría de los depósitos llegan en menos de 3 minutos.',
        'El depósito mínimo es de RM 10.',
      ],
    },
    'deposit-not-credited': {
      title: 'Mi depósito no ha llegado',
      lead: 'Los depósitos suelen llegar en minutos. Si el tuyo no ha llegado tras <strong>15 minutos</strong>:',
      points: [
        'Comprueba que el importe y la referencia coincidan exactamente.',
        'Guarda el comprobante de tu banco.',
        'Envía el comprobante a atención al cliente por el chat en vivo.',
      ],
    },
    'withdrawal-how': {
      title: '¿Cómo retiro?',
      lead: 'Abre <strong>Retiro</strong> en tu centro de miembros y elige tu cuenta bancaria.',
      points: [
        'Cumple primero el rollover de cualquier bono.',
        'Los retiros se procesan 24/7.',
        'Se requiere tu contraseña de pago.',
      ],
    },
    'withdrawal-receipt': {
      title: 'Confirmar la recepción de un retiro',
      lead: 'Después de un retiro, confirma si el dinero <strong>se recibió</strong>.',
      points: [
        'Si solo llegó una parte, registra el importe recibido.',
        'Si no llegó nada, sube tu extracto bancario como comprobante.',
        'Los retiros sin confirmar se consideran recibidos tras el tiempo de espera.',
      ],
    },
    'account-register': {
      title: 'Crear una cuenta',
      lead: 'Pulsa <strong>Registrarse</strong>, elige un nombre de usuario y una contraseña, y acepta los términos.',
      points: [
        'Debes tener 18 años o más.',
        'Una cuenta por persona.',
        'El registro por móvil puede requerir un código SMS.',
      ],
    },
    'account-password': {
      title: 'Olvidé mi contraseña',
      lead: 'Usa <strong>¿Olvidaste tu contraseña?</strong> en la ventana de inicio de sesión.',
      points: [
        'Restablécela por correo electrónico con tu nombre de usuario.',
        'O restablécela por teléfono con un código SMS.',
      ],
    },
    'responsible-limits': {
      title: 'Límites de depósito y pausas',
      lead: 'El juego debe ser divertido. Puedes establecer límites de depósito <strong>diarios, semanales o mensuales</strong>.',
      points: [
        'Los límites más bajos se aplican de inmediato.',
        'Los límites más altos se aplican después de 24 horas.',
        'Puedes tomarte una pausa de 1 día a 6 meses.',
      ],
    },
    'responsible-support': {
      title: 'Pedir ayuda',
      lead: 'Si el juego ya no es divertido, habla con alguien. La ayuda es <strong>gratuita y confidencial</strong>.',
      points: ['Nuestra atención al cliente puede cerrar tu cuenta si lo solicitas.'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy: apoyo gratuito' },
    },
    'terms-general': {
      title: 'Términos y condiciones',
      lead: 'Al usar el sitio aceptas nuestros <strong>términos y condiciones</strong>.',
      points: [
        'Los bonos tienen requisitos de rollover.',
        'Las cuentas duplicadas pueden ser cerradas.',
        'El operador tiene licencia en Malta, las Islas Vírgenes Británicas y Filipinas.',
      ],
    },
    'terms-privacy': {
      title: 'Política de privacidad',
      lead: 'Tus datos están protegidos con <strong>cifrado de 128 bits</strong> y nunca se venden.',
      points: [
        'Solo guardamos los datos necesarios para gestionar tu cuenta.',
        'Puedes pedir una copia de tus datos en cualquier momento.',
      ],
    },
  },
};
