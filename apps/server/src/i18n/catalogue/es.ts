import type { Catalogue } from '../message-keys.js';

export const es: Catalogue = {
  VALIDATION_FAILED: 'Parte de la información enviada falta o no es válida.',
  UNKNOWN_FIELD: 'La solicitud contiene un campo que no se acepta.',
  INVALID_AMOUNT: 'Introduce un importe con 2 decimales como máximo.',
  TEXT_INVALID_CHARACTERS:
    'Este texto contiene caracteres invisibles o de control (como marcas de dirección o espacios de ancho cero). Elimínalos e inténtalo de nuevo.',
  DOMAIN_INVALID: 'La comprobación del dominio no es válida.',
  NOT_LOGGED_IN: 'Aún no has iniciado sesión. Inicia sesión primero.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  TRIAL_ACCOUNT:
    'Esto requiere una cuenta con dinero real. Las cuentas de prueba no pueden hacerlo.',
  NOT_FOUND: 'No se encontró el elemento solicitado.',
  ROUTE_NOT_FOUND: 'Esta dirección no existe.',
  METHOD_NOT_ALLOWED: 'Esta dirección no acepta este tipo de solicitud.',
  CONFLICT:
    'Esto entra en conflicto con datos existentes. Actualiza la página e inténtalo de nuevo.',
  PAYLOAD_TOO_LARGE: 'Los datos enviados son demasiado grandes.',
  UNSUPPORTED_MEDIA_TYPE: 'Los datos enviados están en un formato que no se acepta.',
  TOO_MANY_REQUESTS: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  SYSTEM_MAINTENANCE: 'El sistema está en mantenimiento. Vuelve más tarde.',
  REGION_RESTRICTED: 'El acceso desde tu ubicación o dirección IP está restringido.',
  IP_BLOCKED: 'Tu dirección IP está bloqueada: acceso prohibido.',
  GAME_MAINTENANCE: 'Este juego está en mantenimiento. Prueba uno de nuestros juegos populares.',
  SYSTEM_ERROR: 'Se produjo un error del sistema. Inténtalo de nuevo más tarde.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en breve.',
  WRONG_CREDENTIALS: 'Cuenta o contraseña incorrecta.',
  CAPTCHA_REQUIRED: 'Introduce el captcha.',
  CAPTCHA_INVALID: 'El captcha es incorrecto o ha caducado. Prueba con el nuevo.',
  HUMAN_CHECK_REQUIRED: 'Completa primero la verificación.',
  HUMAN_CHECK_FAILED: 'La verificación no se ha superado. Inténtalo de nuevo.',
  ACCOUNT_LOCKED: 'Demasiados intentos fallidos. Espera antes de volver a intentarlo.',
  ACCOUNT_DISABLED: 'Esta cuenta está desactivada. Contacta con atención al cliente.',
  LOGIN_VERIFICATION_REQUIRED:
    'Estás iniciando sesión desde una nueva ubicación. Completa primero la verificación.',
  VERIFICATION_FAILED: 'La respuesta de verificación no es correcta.',
  VERIFICATION_EXPIRED: 'Esta verificación ha caducado. Vuelve a iniciar sesión.',
  SESSION_EXPIRED: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  USERNAME_TAKEN: 'Este nombre de usuario ya está registrado.',
  MOBILE_TAKEN: 'Este número de móvil ya está registrado.',
  EMAIL_TAKEN: 'Este correo electrónico ya está en uso.',
  INVALID_INVITATION_CODE: 'Código de invitación no válido.',
  REFERRAL_CODE_INVALID:
    'Este código de referido no pertenece a ningún miembro. Revisa el código o déjalo vacío.',
  PASSWORD_MISMATCH: 'Las contraseñas introducidas no coinciden.',
  OLD_PASSWORD_WRONG: 'La contraseña actual es incorrecta.',
  WEAK_PASSWORD: 'Esta contraseña no está permitida. Elige una contraseña diferente.',
  USER_OR_EMAIL_NOT_FOUND: 'El nombre de usuario o el correo electrónico no existe.',
  MOBILE_NOT_FOUND: 'Número de teléfono no válido o ausente.',
  SMS_CODE_INVALID: 'Código de verificación no válido o ausente.',
  SMS_CODE_EXPIRED: 'El código de verificación ha caducado. Solicita uno nuevo.',
  SMS_TOO_MANY: 'Demasiadas solicitudes. Vuelve a intentarlo en 5 minutos.',
  SMS_QUOTA_EXCEEDED: 'Se alcanzó el límite diario de códigos de verificación.',
  OPERATION_NOT_ALLOWED: 'Esta operación no está permitida.',
  NON_MEMBER: 'Quien no es miembro no puede iniciar sesión.',
  NON_AGENT: 'Quien no es agente no puede iniciar sesión.',
  AGENCY_MEMBER_NOT_FOUND: 'Este miembro no está en tu equipo.',
  AGENCY_CYCLE: 'Un miembro no puede moverse debajo de sí mismo ni de su propia red.',
  AGENT_TYPE_NOT_GRANTABLE: 'Tu tipo de agente no puede crear ni nombrar agentes.',
  ALREADY_AGENT: 'Este miembro ya es agente.',
  NOT_DIRECT_DOWNLINE: 'Esta acción es solo para los miembros directos de tu red.',
  DOWNLINE_TRANSFER_NOT_ALLOWED:
    'No se puede enviar dinero a este miembro: la cuenta está desactivada o usa otra moneda.',
  REPORT_RANGE_INVALID:
    'Elige un rango de fechas de 92 días como máximo que empiece antes de terminar.',
  CONTRACT_DISABLED: 'Este tipo de contrato no está disponible en este sitio.',
  CONTRACT_NOT_FOUND: 'No se encontró este contrato.',
  CONTRACT_REQUEST_NOT_FOUND: 'No se encontró esta solicitud de contrato.',
  CONTRACT_NOT_PARTY: 'Solo puedes hacer o cambiar contratos con los miembros directos de tu red.',
  CONTRACT_TERMS_INVALID:
    'Revisa los niveles: cada nivel debe empezar por encima del anterior y nunca pagar una tasa menor.',
  CONTRACT_ABOVE_LIMIT: 'Una tasa o el número de niveles supera el límite que permite el sitio.',
  CONTRACT_ABOVE_OWN:
    'Solo puedes ofrecer condiciones iguales o inferiores a las de tu propio contrato.',
  CONTRACT_NO_OWN: 'Necesitas un contrato vigente de este tipo antes de poder ofrecer uno.',
  CONTRACT_HOLDER_NOT_AGENT: 'Los contratos son solo para agentes.',
  CONTRACT_ALREADY_HELD:
    'Este miembro ya tiene un contrato vigente de este tipo: solicita nuevas condiciones en su lugar.',
  CONTRACT_REQUEST_PENDING: 'Ya hay una solicitud para este contrato esperando respuesta.',
  CONTRACT_REQUEST_CLOSED: 'Esta solicitud ya ha sido respondida o ya no es válida.',
  SETTLEMENT_UNTIL_INVALID: 'La liquidación solo puede cerrar períodos que ya hayan terminado.',
  PAYEE_NAME_ALREADY_SET:
    'Tu nombre real ya está configurado. Contacta con atención al cliente para cambiarlo.',
  TOTP_INVALID: 'El código del autenticador no es correcto.',
  TOTP_NOT_SET_UP: 'Configura primero Google Authenticator.',
  ENCRYPTION_REQUIRED: 'Esta solicitud debe enviarse cifrada.',
  DECRYPTION_FAILED:
    'No se pudo leer la solicitud cifrada. Actualiza la página e inténtalo de nuevo.',
  RESET_TOKEN_INVALID: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  INSUFFICIENT_FUNDS: 'Tu saldo no alcanza para este importe.',
  IDEMPOTENCY_CONFLICT: 'Esta referencia de solicitud ya se usó para otra solicitud.',
  AMOUNT_BELOW_MINIMUM: 'El importe está por debajo del mínimo de {min}.',
  AMOUNT_ABOVE_MAXIMUM: 'El importe supera el máximo de {max}.',
  PAYMENT_PASSWORD_NOT_SET: 'Configura primero una contraseña de pago en el centro de seguridad.',
  PAYMENT_PASSWORD_WRONG: 'La contraseña de pago es incorrecta.',
  WALLET_NOT_FOUND: 'Esta billetera no existe.',
  VENDOR_UNAVAILABLE:
    'No se puede acceder a la billetera del proveedor de juegos o está en mantenimiento. Inténtalo de nuevo más tarde.',
  TRANSFER_IN_PROGRESS:
    'Una transferencia anterior con este proveedor de juegos aún se está confirmando. Espera un momento.',
  UPLINE_TRANSFER_NOT_ALLOWED:
    'Las transferencias al agente superior no están disponibles para esta cuenta.',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'Este método de depósito no está disponible. Elige otro.',
  INVALID_STATE: 'Esta orden ya se ha procesado y no se puede cambiar. Actualiza la página.',
  SIGNATURE_INVALID: 'La firma de la solicitud no es válida.',
  PAYEE_NAME_REQUIRED:
    'Configura primero tu nombre real (nombre del beneficiario) en el centro de seguridad.',
  BANK_CARD_HOLDER_MISMATCH:
    'El nombre del titular de la tarjeta debe coincidir con tu nombre real.',
  BANK_CARD_DUPLICATE: 'Esta cuenta bancaria ya está vinculada.',
  BANK_CARD_LIMIT_REACHED:
    'Has vinculado el número máximo de tarjetas bancarias. Quita una primero.',
  PROMOTION_NOT_FOUND: 'Esta promoción no existe o ya no se muestra.',
  PROMOTION_NOT_STARTED: 'Esta promoción aún no ha empezado.',
  PROMOTION_ENDED: 'Esta promoción ha finalizado.',
  PROMOTION_NOT_ELIGIBLE: 'Tu cuenta no puede participar en esta promoción.',
  PROMOTION_ALREADY_JOINED: 'Ya te inscribiste o solicitaste esta promoción.',
  PROMOTION_WRONG_KIND: 'En esta promoción no se participa de esa forma.',
  PROMOTION_CONTACT_REQUIRED: 'Introduce tu ID de Zalo o WhatsApp para canjear este bono.',
  PROMOTION_CODE_TAKEN: 'Otra promoción ya usa este código.',
  PROMOTION_KIND_LOCKED:
    'Ya hay miembros que han participado: el tipo de esta promoción no se puede cambiar.',
  RAFFLE_NO_PRIZE: 'No tienes ningún premio que reclamar en esta promoción.',
  RAFFLE_ALREADY_CLAIMED: 'Este premio ya ha sido reclamado.',
  CHECK_IN_ALREADY_TODAY: 'Ya te registraste hoy. Vuelve mañana.',
  BONUS_NOT_FOUND: 'Este bono no existe.',
  BONUS_NOT_IN_PROGRESS: 'Este bono ya ha finalizado.',
  BONUS_TURNOVER_UNMET:
    'Un bono todavía necesita {remaining} en apuestas válidas: retira cuando se cumpla su rollover o renuncia al bono en Detalles de bonos.',
  APPLICATION_NOT_FOUND: 'Esta solicitud no existe.',
  APPLICATION_DECIDED: 'Esta solicitud ya se ha resuelto.',
  APPLICATION_AMOUNT_TOO_HIGH: 'El importe supera el máximo de la promoción, de {max}.',
  TURNOVER_NOT_MET: 'Aún necesitas {remaining} en apuestas válidas para poder retirar.',
  PROOF_REQUIRED: 'Sube una imagen de comprobante.',
  INVALID_IMAGE: 'La imagen debe ser un archivo JPEG, PNG o WebP de 2 MB como máximo.',
  POINTS_DISABLED: 'La tienda de puntos está cerrada en este momento. Tus puntos se conservan.',
  POINTS_INSUFFICIENT: 'No tienes suficientes puntos para esto.',
  POINT_REWARD_NOT_FOUND: 'Esta recompensa no está disponible.',
  POINT_REWARD_OUT_OF_STOCK: 'Esta recompensa está agotada.',
  POINT_REWARD_LIMIT_REACHED: 'Has alcanzado el límite de esta recompensa.',
  POINT_REWARD_REQUIREMENT_UNMET:
    'Tu cuenta aún no alcanza el requisito de importe de esta recompensa, de {amount}.',
  POINT_CONVERT_BELOW_MINIMUM: 'Convierte al menos {min} puntos.',
  POINT_CONVERT_NOT_MULTIPLE: 'Convierte puntos en múltiplos de {step}.',
  POINT_REDEEM_NOT_FOUND: 'Este registro de canje no existe.',
  POINT_REDEEM_DECIDED: 'Este canje ya se ha resuelto.',
  REWARD_TICKET_NOT_FOUND: 'Este ticket no existe.',
  REWARD_TICKET_OPENED: 'Este ticket ya se ha abierto.',
  REWARD_TICKET_EXPIRED: 'Este ticket ha vencido.',
  PRIZE_TABLE_MISSING: 'Este tipo de ticket aún no tiene tabla de premios.',
  MISSION_NOT_FOUND: 'Esta misión no existe.',
  MISSION_NOT_COMPLETED: 'Esta misión aún no se ha completado.',
  MISSION_ALREADY_CLAIMED: 'Ya has reclamado esta misión en este período.',
  MEMBER_NOT_FOUND: 'Ningún miembro tiene este nombre de usuario.',
  MESSAGE_AGENT_NOT_FOUND: 'Ningún agente tiene este nombre de usuario.',
  MEMBER_ALREADY_LOCKED: 'Este miembro ya está bloqueado.',
  MEMBER_NOT_LOCKED: 'Este miembro no está bloqueado.',
  MEMBER_HAS_NO_PASSWORD:
    'Este miembro solo inicia sesión con código SMS y no tiene contraseña que cambiar.',
  ADJUSTMENT_NOT_FOUND: 'No se encontró este ajuste de saldo.',
  ADJUSTMENT_DECIDED: 'Este ajuste de saldo ya se ha aprobado o rechazado. Actualiza la página.',
  ADJUSTMENT_SAME_STAFF:
    'Otro miembro del personal debe aprobar o rechazar un ajuste que tú solicitaste.',
  ADJUSTMENT_EXCEEDS_BALANCE:
    'El cargo supera el saldo de la billetera principal del miembro; un saldo no puede quedar por debajo de cero.',
  FEEDBACK_IMAGE_INVALID:
    'Adjunta hasta 3 imágenes, cada una en formato PNG o JPEG de 5 MB como máximo.',
  FEEDBACK_NOT_FOUND: 'No se encontró este comentario.',
  FEEDBACK_ALREADY_REPLIED: 'Este comentario ya ha sido respondido.',
  HELP_TOPIC_NOT_EMPTY: 'Este tema de ayuda aún tiene artículos. Muévelos o elimínalos primero.',
  LIVE_CHAT_NOT_FOUND: 'No se encontró este chat. Inicia un chat nuevo.',
  LIVE_CHAT_CLOSED:
    'Este chat se ha cerrado. Inicia un chat nuevo para volver a hablar con atención al cliente.',
  LIVE_CHAT_NAME_REQUIRED: 'Introduce tu nombre para iniciar el chat.',
  LIVE_CHAT_IMAGE_INVALID: 'Envía una imagen PNG o JPEG de 2 MB como máximo.',
  LIVE_CHAT_TOO_FAST:
    'Estás enviando mensajes demasiado rápido. Espera un momento e inténtalo de nuevo.',
  LIVE_CHAT_CANNED_NOT_FOUND: 'No se encontró esta respuesta predefinida.',
  GAME_NOT_FOUND: 'No se encontró este juego o ya no se ofrece.',
  GAME_SESSION_INVALID: 'La sesión de juego ha caducado. Vuelve a abrir el juego.',
  BET_NOT_FOUND: 'No se encontró ninguna apuesta para esta ronda o transacción.',
  BET_ALREADY_SETTLED: 'Esta ronda ya se ha liquidado.',
  TRANSACTION_ROLLED_BACK: 'Esta transacción se canceló y no se puede usar.',
  ROUND_STILL_OPEN: 'Las apuestas de esta ronda siguen abiertas. Espera el resultado.',
  ROUND_CLOSED: 'Las apuestas de esta ronda se han cerrado. Participa en la siguiente.',
  PROVIDER_UNAVAILABLE: 'El proveedor del juego no responde. Inténtalo de nuevo en breve.',
  STAFF_WRONG_CREDENTIALS: 'Usuario o contraseña de operador incorrectos.',
  STAFF_NOT_LOGGED_IN:
    'Se requiere iniciar sesión como operador, o tu sesión ha terminado. Inicia sesión.',
  STAFF_FORBIDDEN: 'Tu rol de operador no permite esta acción.',
  STAFF_WRONG_CODE:
    'El código no es correcto. Introduce el código actual de tu app de autenticación o uno de tus códigos de recuperación.',
  STAFF_CODE_USED:
    'Este código ya se ha usado. Espera al siguiente código de tu app de autenticación.',
  STAFF_FACTOR_ENROLLED: 'Este operador ya tiene configurado un segundo factor.',
  STAFF_FACTOR_NOT_ENROLLED: 'Este operador no tiene configurado ningún segundo factor.',
  LOTTERY_DRAW_NOT_FOUND: 'No se encontró este sorteo.',
  LOTTERY_DRAW_CLOSED: 'Las apuestas de este sorteo se han cerrado.',
  LOTTERY_STAKE_LIMIT: 'La apuesta en este número ha alcanzado su límite para este sorteo.',
  LOTTERY_LIABILITY_CAP: 'Este sorteo no admite más tickets de este tamaño. Reduce la apuesta.',
  LOTTERY_SELECTION_INVALID: 'Los números elegidos no son válidos para este tipo de apuesta.',
  LOTTERY_GAME_NOT_FOUND: 'No se encontró este juego de lotería.',
  LOTTERY_SHEET_INVALID:
    'La hoja de resultados no coincide con la estructura de premios del sorteo.',
  LOTTERY_SAME_OPERATOR: 'Un segundo operador debe confirmar el resultado que introdujiste.',
  LOTTERY_DRAW_STATE: 'Este sorteo no está en un estado que permita esta acción.',
  RISK_CASE_NOT_FOUND: 'No se encontró este caso.',
  RISK_CASE_CLOSED: 'Este caso está cerrado: ya no se puede cambiar nada.',
  RISK_ASSIGNEE_INVALID:
    'Los casos solo se pueden asignar a un miembro activo del personal que los gestione.',
  SESSION_TIME_LIMIT_REACHED: 'Se alcanzó tu límite de tiempo de sesión. Se ha cerrado tu sesión.',
  KYC_REQUIRED:
    'Este retiro requiere una identidad verificada. Sube tus documentos en la página Verificar mi identidad.',
  KYC_FILE_INVALID:
    'El archivo debe ser una imagen JPEG, PNG o WebP (para el comprobante de domicilio también se acepta PDF) dentro del límite de tamaño.',
  KYC_LOCKED: 'Tus documentos están en revisión o ya verificados y no se pueden cambiar ahora.',
  KYC_INCOMPLETE:
    'Sube los cuatro documentos, sustituyendo los que fueron rechazados, antes de enviar.',
  KYC_UNDER_AGE:
    'La fecha de nacimiento introducida no alcanza la edad mínima de {age}: el miembro no puede ser verificado.',
  KYC_CASE_DECIDED: 'Esta comprobación de identidad ya se ha resuelto.',
  PLAY_BREAK_ACTIVE:
    'Estás en una pausa del juego: los depósitos, apuestas, transferencias y promociones están cerrados hasta que termine.',
  EXCLUSION_RETURN_REQUIRED:
    'Tu autoexclusión ha terminado. Solicita primero tu regreso; el juego se abre 24 horas después de la solicitud.',
  EXCLUSION_RETURN_PENDING:
    'Solicitaste tu regreso; el juego se vuelve a abrir 24 horas después de tu solicitud.',
  DEPOSIT_LIMIT_REACHED: 'Este depósito superaría el límite de depósito que estableciste.',
  LOSS_LIMIT_REACHED: 'Esta apuesta superaría el límite de pérdida que estableciste.',
  WAGER_LIMIT_REACHED: 'Esta apuesta superaría el límite de apuesta que estableciste.',
  SOCIAL_PROVIDER_DISABLED: 'Este método de inicio de sesión no está disponible.',
  SOCIAL_FLOW_EXPIRED: 'Este inicio de sesión ha caducado o ya se usó. Empieza de nuevo.',
  SOCIAL_TOKEN_INVALID:
    'No se pudo verificar la respuesta del proveedor de inicio de sesión. Inténtalo de nuevo.',
  TELEGRAM_AUTH_INVALID:
    'No se pudo verificar el inicio de sesión con Telegram. Inténtalo de nuevo.',
  TELEGRAM_AUTH_STALE:
    'El inicio de sesión con Telegram es demasiado antiguo. Vuelve a iniciar sesión con Telegram.',
  SOCIAL_LINK_REQUIRED:
    'Ya existe una cuenta con este correo electrónico. Introduce su contraseña para vincular ambas.',
  'maintenance.title': 'Mantenimiento del sistema',
  'maintenance.info':
    'Estamos actualizando el sistema para atenderte mejor. Vuelve pronto o contacta con atención al cliente.',
  'regionBlocked.title': 'Acceso restringido',
  'regionBlocked.info':
    'Nuestros servicios no están disponibles en tu región. Contacta con atención al cliente si crees que se trata de un error.',
};
