import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('webhook configuration', () => {
  it('refuses private targets, retries for a day from 10 s, and keeps 1,000 deliveries by default', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivateTargets: false, retryHours: 24, retryBaseMs: 10_000, deliveriesKept: 1000 });
  });

  it('reads the GLOSS_WEBHOOK variables', () => {
    const config = loadConfig({
      GLOSS_WEBHOOKS_ALLOW_PRIVATE: 'true',
      GLOSS_WEBHOOK_RETRY_HOURS: '0.5',
      GLOSS_WEBHOOK_RETRY_BASE_MS: '250',
      GLOSS_WEBHOOK_DELIVERIES_KEPT: '50',
    });
    expect(config.webhooks).toEqual({ allowPrivateTargets: true, retryHours: 0.5, retryBaseMs: 250, deliveriesKept: 50 });
  });

  it.each([
    ['GLOSS_WEBHOOKS_ALLOW_PRIVATE', 'maybe'],
    ['GLOSS_WEBHOOK_RETRY_HOURS', '0'],
    ['GLOSS_WEBHOOK_RETRY_HOURS', 'a day'],
    ['GLOSS_WEBHOOK_RETRY_BASE_MS', '0'],
    ['GLOSS_WEBHOOK_DELIVERIES_KEPT', '5'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
