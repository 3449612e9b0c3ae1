import { useCallback, useState } from 'react';
import { isBuiltinChat } from '@portal/shared/constants/live-chat';
import type { CustomerService } from '@portal/shared/schemas/system';
import { safeHref } from '../../../components/ui/safe-href';
import { useChatRoom } from '../../live-chat/hooks/use-chat-room';
import { useFetchCustomerServiceLink } from '../api/get-customer-service-link';

export type CustomerServiceError = 'popupBlocked' | 'linkFailed';

/** Live chat and VIP service open in their own window next to the site. */
const CHAT_WINDOW_FEATURES = 'noopener,noreferrer,popup,width=480,height=720';

/**
 * Opens a customer-service entry by type: 1 live chat and 4 VIP open `path` in a new window;
 * 2 messaging apps open their public link; 3 opens a blank window at once (inside the click,
 * so popup blockers allow it), then points it at the address the server issues, or closes it
 * and reports `linkFailed` when that fails. A live-chat or VIP entry whose address is the
 * built-in chat (`builtin:chat`, decision 060) opens the site's own chat room instead.
 */
export function useOpenCustomerService() {
  const fetchLink = useFetchCustomerServiceLink();
  const [error, setError] = useState<CustomerServiceError | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const showChatRoom = useChatRoom((state) => state.show);

  const open = useCallback(
    (entry: CustomerService) => {
      setError(null);
      if ((entry.csType === 1 || entry.csType === 4) && isBuiltinChat(entry.path)) {
        showChatRoom();
        return;
      }
      if (entry.csType === 3) {
        const popup = window.open('', '_blank');
        if (!popup) {
          setError('popupBlocked');
          return;
        }
        popup.opener = null;
        setPendingId(entry.id);
        fetchLink(entry.id)
          .then((url) => {
            const href = safeHref(url);
            if (!href) throw new Error('Unsafe customer-service link');
            popup.location.href = href;
          })
          .catch(() => {
            popup.close();
            setError('linkFailed');
          })
          .finally(() => setPendingId(null));
        return;
      }
      const href = safeHref(entry.path);
      if (!href) {
        setError('linkFailed');
        return;
      }
      if (entry.csType === 2) window.open(href, '_blank', 'noopener,noreferrer');
      else window.open(href, `cs-${entry.id}`, CHAT_WINDOW_FEATURES);
    },
    [fetchLink, showChatRoom],
  );

  const clearError = useCallback(() => setError(null), []);
  return { open, error, clearError, pendingId };
}
