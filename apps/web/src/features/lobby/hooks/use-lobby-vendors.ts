import { useGameMenus } from '../../../api/get-game-menus';
import { useWhitelabel } from '../../../api/get-whitelabel';
import type { Vendor } from '@portal/shared/schemas/system';
import type { LobbyKey } from '../lobby-key';

/**
 * The vendors a lobby lists, from game_menus: its category's vendors; for e-sports, the sports
 * vendors the site names as e-sports providers; cockfight has no category in the menus yet.
 */
export function useLobbyVendors(lobby: LobbyKey) {
  const menus = useGameMenus();
  const whitelabel = useWhitelabel();
  let vendors: Vendor[] = [];
  if (menus.data) {
    if (lobby === 'ESPORTS') {
      const providers = new Set(whitelabel.data?.site.esportsProviders ?? []);
      const sports = menus.data.find((menu) => menu.gameCategory === 'SPORTS')?.vendors ?? [];
      vendors = sports.filter((vendor) => providers.has(vendor.vassalage));
    } else if (lobby !== 'SV3') {
      vendors = menus.data.find((menu) => menu.gameCategory === lobby)?.vendors ?? [];
    }
  }
  return { vendors, isPending: menus.isPending, error: menus.error, refetch: menus.refetch };
}
