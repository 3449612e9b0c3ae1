import { describe, expect, it } from 'vitest';
import type { GameMenu } from '@portal/shared/schemas/system';
import { buildWhitelabel } from '../../../components/ui/test-utils';
import { buildVendor } from '../../games/test-games';
import { lobbyVendors } from './use-lobby-vendors';

const sports = ['KINETIC', 'TF', 'IA', 'SV3'].map((vassalage) =>
  buildVendor({ gameType: 'SPORTS', vassalage, title: vassalage }),
);
const menus: GameMenu[] = [
  { gameCategory: 'SPORTS', vendors: sports },
  { gameCategory: 'LIVE', vendors: [buildVendor({ gameType: 'LIVE', vassalage: 'LOTUSLIVE' })] },
];
const site = {
  ...buildWhitelabel().site,
  esportsProviders: ['TF', 'IA'],
  cockfightProviders: ['SV3'],
};
const codes = (lobby: Parameters<typeof lobbyVendors>[0]) =>
  lobbyVendors(lobby, menus, site).map((vendor) => vendor.vassalage);

describe('lobbyVendors', () => {
  it('lists e-sports providers in e-sports, cockfight providers in sv3 and the rest in sports', () => {
    expect(codes('ESPORTS')).toEqual(['TF', 'IA']);
    expect(codes('SV3')).toEqual(['SV3']);
    expect(codes('SPORTS')).toEqual(['KINETIC']);
  });

  it("lists a category's own vendors in its lobby, none for a missing category", () => {
    expect(codes('LIVE')).toEqual(['LOTUSLIVE']);
    expect(codes('FISH')).toEqual([]);
  });

  it('treats missing provider lists as empty: every sports vendor stays in sports', () => {
    const older = { ...site, cockfightProviders: undefined } as unknown as typeof site;
    expect(lobbyVendors('SV3', menus, older)).toEqual([]);
    expect(lobbyVendors('SPORTS', menus, older).map((vendor) => vendor.vassalage)).toEqual([
      'KINETIC',
      'SV3',
    ]);
  });
});
