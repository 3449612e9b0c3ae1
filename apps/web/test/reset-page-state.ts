/**
 * Puts the worker back to a fresh page between test files. The files of a worker share its
 * modules and its jsdom page (isolate: false, decision 072), so what a file leaves behind (a
 * rendered tree, storage, cookies, the address, a stub, the site's module-level state) would reach
 * the next file. test/setup.ts calls resetPageState before each file and resetDocument after it.
 *
 * The site's modules are imported when this runs, not at the top: a file that calls
 * `vi.resetModules()` gets new instances, and this must reset the ones the next file will use.
 */
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { StoreApi } from 'zustand';

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function clearAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

/** The page: no rendered tree, no storage, no cookies, at `/`, and the real globals and timers. */
export function resetDocument(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  document.body.replaceChildren();
  // The title, and the scripts a provider's loader added (jsdom never runs them); the styles a
  // module injected when it was evaluated stay, as that module is not evaluated again.
  for (const node of document.head.querySelectorAll(':not(style)')) node.remove();
  document.title = '';
  clearAttributes(document.body);
  clearAttributes(document.documentElement);
  window.history.replaceState(null, '', '/');
}

function resetStore<T>(store: StoreApi<T>): void {
  store.setState(store.getInitialState(), true);
}

/** The site's module-level state, back to what a page load starts with. */
async function resetSiteModules(): Promise<void> {
  const [
    encryption,
    humanCheck,
    apiRequest,
    money,
    houseApi,
    queries,
    session,
    authModal,
    centrePanel,
    gate,
    theme,
    chatRoom,
    breakTaken,
    depositResult,
    launchDialogs,
    playPause,
    teamRecordsFilter,
  ] = await Promise.all([
    import('../src/lib/payload-encryption'),
    import('../src/features/session/components/human-check-script'),
    import('../src/lib/api-request'),
    import('../src/lib/money'),
    import('../src/house/lib/house-api'),
    import('../src/lib/query-client'),
    import('../src/features/session/hooks/use-session'),
    import('../src/features/session/hooks/use-auth-modal'),
    import('../src/features/session/hooks/use-centre-panel'),
    import('../src/features/session/real-money-gate'),
    import('../src/features/theme/hooks/use-theme'),
    import('../src/features/live-chat/hooks/use-chat-room'),
    import('../src/features/safer-play/break-taken'),
    import('../src/features/deposit/hooks/use-deposit-result'),
    import('../src/features/games/hooks/use-launch-dialogs'),
    import('../src/lib/play-pause'),
    import('../src/features/agent-centre/hooks/use-team-records-filter'),
  ]);
  // Fetched once per page: a page load asks the server for its current key.
  encryption.forgetPublicKey();
  humanCheck.forgetHumanCheckScripts();
  apiRequest.setApiLanguage(apiRequest.DEFAULT_API_LANGUAGE);
  money.setMoneyLanguage(undefined);
  houseApi.setHouseApiLanguage(houseApi.DEFAULT_HOUSE_API_LANGUAGE);
  queries.queryClient.clear();
  // Each store back to the state it was created with.
  resetStore(session.useSession);
  resetStore(authModal.useAuthModal);
  resetStore(centrePanel.useCentrePanel);
  resetStore(gate.useGateWarning);
  resetStore(theme.useTheme);
  resetStore(chatRoom.useChatRoom);
  resetStore(breakTaken.useBreakTaken);
  resetStore(depositResult.useDepositResult);
  resetStore(launchDialogs.useLaunchDialogs);
  resetStore(playPause.usePlayPause);
  resetStore(teamRecordsFilter.useTeamRecordsFilter);
  // The session and the theme are read from storage when their store is made, and a file that
  // resets the modules may have made them over a stored session: set what empty storage gives.
  session.useSession.getState().clear();
  theme.useTheme.setState({ theme: theme.DEFAULT_THEME });
  apiRequest.setApiToken(null);
}

export async function resetPageState(): Promise<void> {
  resetDocument();
  await resetSiteModules();
}
