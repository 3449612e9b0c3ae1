import { describe, expect, it } from 'vitest';
import { LaunchCdns } from './launch-cdns.js';

const listOf = (launchGameCDNs: string[]) => ({ current: async () => ({ launchGameCDNs }) });
const origins = [
  'https://play1.cdn.example',
  'https://play2.cdn.example/',
  'https://play3.cdn.example',
];

describe('LaunchCdns', () => {
  it('picks the origin the random source points at, without its trailing slash', async () => {
    expect(await new LaunchCdns(listOf(origins), () => 0).pick()).toBe('https://play1.cdn.example');
    expect(await new LaunchCdns(listOf(origins), () => 0.5).pick()).toBe(
      'https://play2.cdn.example',
    );
    expect(await new LaunchCdns(listOf(origins), () => 0.9999).pick()).toBe(
      'https://play3.cdn.example',
    );
  });

  it('stays inside the list whatever the random source answers', async () => {
    expect(await new LaunchCdns(listOf(origins), () => 1).pick()).toBe('https://play3.cdn.example');
    expect(await new LaunchCdns(listOf(origins), () => -0.5).pick()).toBe(
      'https://play1.cdn.example',
    );
  });

  it('picks again for each launch', async () => {
    const answers = [0.1, 0.7, 0.4];
    const cdns = new LaunchCdns(listOf(origins), () => answers.shift()!);
    expect([await cdns.pick(), await cdns.pick(), await cdns.pick()]).toEqual([
      'https://play1.cdn.example',
      'https://play3.cdn.example',
      'https://play2.cdn.example',
    ]);
  });

  it('picks nothing from an empty list', async () => {
    expect(await new LaunchCdns(listOf([]), () => 0).pick()).toBeNull();
  });

  it('serves a path on this site from the picked origin', async () => {
    const cdns = new LaunchCdns(listOf(origins), () => 0.5);
    expect(await cdns.serve('/acme/play?t=1')).toBe('https://play2.cdn.example/acme/play?t=1');
  });

  it("leaves a provider's own address, and every address while the list is empty, as it is", async () => {
    const cdns = new LaunchCdns(listOf(origins), () => 0);
    expect(await cdns.serve('https://games.acme.example/play?t=1')).toBe(
      'https://games.acme.example/play?t=1',
    );
    expect(await cdns.serve('//games.acme.example/play')).toBe('//games.acme.example/play');
    expect(await new LaunchCdns(listOf([]), () => 0).serve('/acme/play?t=1')).toBe(
      '/acme/play?t=1',
    );
  });
});
