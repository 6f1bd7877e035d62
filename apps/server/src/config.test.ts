import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('takes a hop count or the proxies’ addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.1.0/24,::1')).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
    ]);
  });

  it('refuses to trust everyone, or a value that is not an address', () => {
    for (const value of ['true', 'all', '0', '99', 'nginx.local', 'cafe', '10.0.0.0/99']) {
      expect(() => parseTrustProxy(value), value).toThrow(ConfigError);
    }
  });
});

describe('the clock of the trust rules', () => {
  it('a test may move it with CLOCK_OFFSET_FILE; production keeps real time', () => {
    expect(loadConfig({ CLOCK_OFFSET_FILE: '/tmp/offset' }).clockOffsetFile).toBe('/tmp/offset');
    expect(loadConfig({}).clockOffsetFile).toBeUndefined();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        APP_URL: 'https://basera.in',
        CLOCK_OFFSET_FILE: '/tmp/offset',
      }),
    ).toThrow(/CLOCK_OFFSET_FILE is for tests/);
  });
});

describe('several servers: Redis and S3', () => {
  it('are off unless set: one process on one machine', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('read REDIS_URL and the S3_ settings, the public URL without a trailing slash', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://10.0.0.5:6379',
      S3_BUCKET: 'basera-photos',
      S3_ENDPOINT: 'http://10.0.0.6:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://photos.basera.in/',
    });
    expect(config.redisUrl).toBe('redis://10.0.0.5:6379');
    expect(config.s3).toEqual({
      bucket: 'basera-photos',
      region: 'us-east-1',
      endpoint: 'http://10.0.0.6:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://photos.basera.in',
    });
  });

  it('refuse a half-given setting, naming it', () => {
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://10.0.0.6:9000' })).toThrow(
      /S3_BUCKET is required/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('MAP_TILE_URL', () => {
  it("is OpenStreetMap's standard tiles unless set", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      origin: 'https://tile.openstreetmap.org',
    });
  });

  it('takes another tile server, whose origin alone the pages may load images from', () => {
    expect(
      loadConfig({ MAP_TILE_URL: 'https://tiles.example.in:8443/osm/{z}/{x}/{y}{r}.png?key=k' })
        .mapTiles,
    ).toEqual({
      urlTemplate: 'https://tiles.example.in:8443/osm/{z}/{x}/{y}{r}.png?key=k',
      origin: 'https://tiles.example.in:8443',
    });
  });

  it('refuses a template the map cannot fill or the policy cannot name', () => {
    for (const value of [
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png?style={style}',
      'ftp://tiles.example.in/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://user:secret@tiles.example.in/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: value }), value).toThrow(/MAP_TILE_URL/);
    }
  });
});
