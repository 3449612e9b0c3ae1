import { useGameMenus } from '../../../api/get-game-menus';
import { useWhitelabel } from '../../../api/get-whitelabel';
import type { GameMenu, PermissionInfo, Vendor } from '@portal/shared/schemas/system';
import type { LobbyKey } from '../lobby-key';

type Site = PermissionInfo['site'];

/** A provider list of the site settings (absent from answers of older servers). */
function providerList(site: Site | undefined, name: 'esportsProviders' | 'cockfightProviders') {
  return new Set<string>(site?.[name] ?? []);
}

/**
 * The vendors a lobby lists, from game_menus: its category's vendors. Sports vendors split three
 * ways by the site settings: e-sports providers, cockfight providers, and the rest for sports.
 */
export function lobbyVendors(
  lobby: LobbyKey,
  menus: readonly GameMenu[],
  site: Site | undefined,
): Vendor[] {
  const ofCategory = (category: string) =>
    menus.find((menu) => menu.gameCategory === category)?.vendors ?? [];
  if (lobby !== 'SPORTS' && lobby !== 'ESPORTS' && lobby !== 'SV3') return ofCategory(lobby);
  const esports = providerList(site, 'esportsProviders');
  const cockfight = providerList(site, 'cockfightProviders');
  return ofCategory('SPORTS').filter((vendor) => {
    if (lobby === 'ESPORTS') return esports.has(vendor.vassalage);
    if (lobby === 'SV3') return cockfight.has(vendor.vassalage);
    return !esports.has(vendor.vassalage) && !cockfight.has(vendor.vassalage);
  });
}

export function useLobbyVendors(lobby: LobbyKey) {
  const menus = useGameMenus();
  const whitelabel = useWhitelabel();
  const vendors = menus.data ? lobbyVendors(lobby, menus.data, whitelabel.data?.site) : [];
  // The sports lobbies wait for the site settings that split their vendors.
  const needsSite = lobby === 'SPORTS' || lobby === 'ESPORTS' || lobby === 'SV3';
  return {
    vendors,
    isPending: menus.isPending || (needsSite && whitelabel.isPending),
    error: menus.error ?? (needsSite ? whitelabel.error : null),
    refetch: () => Promise.all([menus.refetch(), needsSite ? whitelabel.refetch() : null]),
  };
}
