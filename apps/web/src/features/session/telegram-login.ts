import { telegramAuthSchema, type TelegramAuth } from '@portal/shared/schemas/social-sign-in';

const TELEGRAM_ORIGIN = 'https://oauth.telegram.org';

/** Telegram's login page for the bot; it comes back to `returnTo` when no window waits. */
export function telegramAuthUrl(botId: string, origin: string, returnTo: string): string {
  const params = new URLSearchParams({
    bot_id: botId,
    origin,
    request_access: 'write',
    return_to: returnTo,
  });
  return `${TELEGRAM_ORIGIN}/auth?${params.toString()}`;
}

/** The signed answer Telegram put in the address (`#tgAuthResult=<base64 JSON>`), if any. */
export function telegramAuthFromHash(hash: string): TelegramAuth | null {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('tgAuthResult');
  if (!encoded) return null;
  try {
    const text = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = telegramAuthSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens Telegram's login window for the bot and resolves with the signed answer it posts back
 * (null when the window is closed first). Telegram's own page checks the person in the window.
 */
export function openTelegramLogin(botId: string): Promise<TelegramAuth | null> {
  const origin = window.location.origin;
  const popup = window.open(
    telegramAuthUrl(botId, origin, `${origin}/social-login/telegram`),
    'telegram-login',
    'width=550,height=470,resizable,scrollbars',
  );
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (result: TelegramAuth | null) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== TELEGRAM_ORIGIN || event.source !== popup) return;
      try {
        const data = JSON.parse(String(event.data)) as { event?: string; result?: unknown };
        if (data.event !== 'auth_result') return;
        const parsed = telegramAuthSchema.safeParse(data.result);
        finish(parsed.success ? parsed.data : null);
      } catch {
        // Another kind of message from the window: keep waiting.
      }
    };
    const watch = window.setInterval(() => {
      if (popup.closed) finish(null);
    }, 500);
    window.addEventListener('message', onMessage);
  });
}
