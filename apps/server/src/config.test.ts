import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration: defaults, and a JWT key generated once into DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(8080);
    expect(first.demoData).toBe(true);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.appOrigin).toBe('http://localhost:8080');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('fails listing every bad key at once', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'not a url', JWT_SECRET: 'short', DEMO_DATA: 'yes' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'DEMO_DATA']) expect(message).toContain(key);
    }
  });

  it('keeps production safe: no demo login unless asked, and a shared JWT secret required', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-config-'));
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET: required in production/,
    );
    const secret = 's'.repeat(40);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret });
    expect(production.demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret }).demoData).toBe(true);

    const file = join(dataDir, 'shared-secret');
    writeFileSync(file, `${'f'.repeat(48)}\n`);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET_FILE: file }).jwtSecret).toBe('f'.repeat(48));
    writeFileSync(file, 'too short');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET_FILE: file })).toThrow(/JWT_SECRET_FILE/);
  });

  it('reads the origins and switches', () => {
    const config = loadConfig({
      PORT: '9000',
      JWT_SECRET: 'x'.repeat(40),
      DEMO_DATA: '0',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
    });
    expect(config.port).toBe(9000);
    expect(config.demoData).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBe('postgres://u:p@localhost:5432/db');
  });

  it('reads the service fee in dollars into cents: 0.50 below 5.00 by default (contract §16)', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).serviceFee).toEqual({ amountCents: 50, thresholdCents: 500 });
    expect(
      loadConfig({ ...base, SERVICE_FEE_AMOUNT: '0.99', SERVICE_FEE_THRESHOLD: '10' }).serviceFee,
    ).toEqual({ amountCents: 99, thresholdCents: 1000 });
    expect(() => loadConfig({ ...base, SERVICE_FEE_AMOUNT: '0.505' })).toThrow(/SERVICE_FEE_AMOUNT/);
    expect(() => loadConfig({ ...base, SERVICE_FEE_THRESHOLD: '-1' })).toThrow(/SERVICE_FEE_THRESHOLD/);
  });

  it('reads the map and geocoder settings: unset means none', () => {
    const none = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect([none.geocoderUrl, none.mapTileUrl, none.mapAttribution]).toEqual([undefined, null, null]);
    const set = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      GEOCODER_URL: 'https://nominatim.example.org',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example',
    });
    expect(set).toMatchObject({
      geocoderUrl: 'https://nominatim.example.org',
      mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      mapAttribution: '© Example',
    });
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), MAP_TILE_URL: 'tiles/{z}' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), GEOCODER_URL: 'nominatim' })).toThrow(
      /GEOCODER_URL/,
    );
  });

  it('reads the S3 settings: no bucket means the local disk, keys go in pairs', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).s3).toBeNull();
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), S3_BUCKET: 'uploads' }).s3).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const minio = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(minio.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      accessKeyId: 'key',
    });
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), S3_BUCKET: 'b', S3_ENDPOINT: 'minio' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('reads the Stripe settings: no secret key means the sandbox; the API server may be another', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), STRIPE_PUBLISHABLE_KEY: 'pk' }).stripe).toBeNull();
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: null,
      webhookSecret: null,
      clientId: null,
      apiHost: undefined,
      apiPort: undefined,
      apiProtocol: undefined,
    });
    const local = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_CLIENT_ID: 'ca_1',
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(local.stripe).toMatchObject({
      clientId: 'ca_1',
      apiHost: 'localhost',
      apiPort: 12111,
      apiProtocol: 'http',
    });
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), STRIPE_SECRET_KEY: 'sk', STRIPE_API_PROTOCOL: 'ftp' }),
    ).toThrow(/STRIPE_API_PROTOCOL/);
  });
});
