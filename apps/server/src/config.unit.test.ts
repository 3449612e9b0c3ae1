import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  environmentVariables,
  loadConfig,
  readVariableNames,
  REPO_ROOT,
} from './config.js';

/** Production needs the house provider's secret. */
const production = {
  NODE_ENV: 'production',
  HOUSE_PROVIDER_SECRET: 'test-house-provider-secret-0123456789abcdef',
};

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SEED_DEMO: true,
      IMAGE_CDNS: [],
      LAUNCH_GAME_CDNS: [],
      PUBLIC_ASSETS_BASE: '/assets-cdn',
      RATE_LIMIT_MAX: 600,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SQLITE_PATH).toBe(path.join(REPO_ROOT, 'data', 'portal.db'));
    expect(config.WEB_DIST).toBe(path.join(REPO_ROOT, 'apps', 'web', 'dist'));
  });

  it('finds the repository root from its own location', () => {
    expect(path.basename(path.join(REPO_ROOT, 'apps', 'server'))).toBe('server');
    expect(loadConfig({}).ASSETS_DIR).toBe(path.join(REPO_ROOT, 'apps', 'server', 'assets'));
  });

  it('reads typed values from strings', () => {
    const config = loadConfig({
      PORT: '3900',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
      IMAGE_CDNS: 'https://a.example/, https://b.example',
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect(config).toMatchObject({ PORT: 3900, SEED_DEMO: false, TRUST_PROXY: 2 });
    expect(config.IMAGE_CDNS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it('reads TRUST_PROXY as a flag or a list of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        IMAGE_CDNS: 'ftp://x',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'IMAGE_CDNS'])
        expect(message).toContain(name);
    }
  });

  it('documents every variable it reads', () => {
    const documented = environmentVariables.map((v) => v.name);
    expect(documented.sort()).toEqual([...readVariableNames].sort());
  });

  it('lists every variable in the README table', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const missing = environmentVariables.filter((v) => !readme.includes(`| \`${v.name}\``));
    expect(missing.map((v) => v.name)).toEqual([]);
  });

  it('refuses the fixed captcha answer in production', () => {
    expect(() => loadConfig({ ...production, CAPTCHA_FIXED_ANSWER: '1234' })).toThrow(ConfigError);
    expect(
      loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_ANSWER: '1234' }).CAPTCHA_FIXED_ANSWER,
    ).toBe('1234');
  });

  it('keeps the outbox page off in production unless asked for', () => {
    expect(loadConfig(production).OUTBOX_PAGE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).OUTBOX_PAGE).toBe(true);
    expect(loadConfig({ ...production, OUTBOX_PAGE: 'true' }).OUTBOX_PAGE).toBe(true);
  });

  it('refuses argon2 parameters below the OWASP minimum', () => {
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '8192' })).toThrow(ConfigError);
    expect(() => loadConfig({ ARGON2_ITERATIONS: '1' })).toThrow(ConfigError);
  });

  it('names Redis keys with a prefix that ends in a colon', () => {
    expect(loadConfig({}).REDIS_PREFIX).toBe('portal:');
    expect(loadConfig({ REDIS_PREFIX: 'casino-eu:' }).REDIS_PREFIX).toBe('casino-eu:');
    expect(() => loadConfig({ REDIS_PREFIX: 'casino-eu' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_PREFIX: 'two words:' })).toThrow(/REDIS_PREFIX/);
  });
});

describe('game provider settings', () => {
  it('refuses production without a house provider secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/HOUSE_PROVIDER_SECRET/);
  });

  it('reads outside providers from JSON and refuses the built-in code', () => {
    const providers = JSON.stringify([
      { code: 'acme', launchUrl: 'https://games.acme.test/launch', secret: 'x'.repeat(32) },
    ]);
    expect(loadConfig({ GAME_PROVIDERS: providers }).GAME_PROVIDERS[0]?.code).toBe('acme');
    expect(() => loadConfig({ GAME_PROVIDERS: '{not json' })).toThrow(/GAME_PROVIDERS/);
    const house = JSON.stringify([
      { code: 'house', launchUrl: 'https://x.test/launch', secret: 'x'.repeat(32) },
    ]);
    expect(() => loadConfig({ GAME_PROVIDERS: house })).toThrow(/built-in/);
  });

  it('reaches itself on the loopback port unless told otherwise', () => {
    expect(loadConfig({ PORT: '4100' }).INTERNAL_BASE_URL).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ INTERNAL_BASE_URL: 'http://portal.internal:80/' }).INTERNAL_BASE_URL).toBe(
      'http://portal.internal:80',
    );
  });
});
