import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from '../../src/compositions/metrics/policy.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { OWNER_ONLY, type Row, checkMatrix } from '../helpers/policy-matrix.js';

const matrix: Row[] = [['read the metrics (signed in, without the token)', (actor) => mayReadMetrics(actor), OWNER_ONLY]];
checkMatrix(matrix);

describe('GLOSS_METRICS_TOKEN', () => {
  it('is unset by default, and an empty value unsets it', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ GLOSS_METRICS_TOKEN: '' }).metricsToken).toBeNull();
  });

  it('reads a token of 16 printable characters or more', () => {
    expect(loadConfig({ GLOSS_METRICS_TOKEN: 'abcdefghijklmnop' }).metricsToken).toBe('abcdefghijklmnop');
    expect(loadConfig({ GLOSS_METRICS_TOKEN: 'K9$x-~/+=_.!Aq2Zr' }).metricsToken).toBe('K9$x-~/+=_.!Aq2Zr');
  });

  it.each([['too short', 'abcdefghijklmno'], ['with a space', 'abcdefgh ijklmnop'], ['not ASCII', 'abcdefghijklmnopé'], ['a newline', 'abcdefghijklmnop\n']])(
    'refuses one %s, naming the variable',
    (_case, value) => {
      expect(() => loadConfig({ GLOSS_METRICS_TOKEN: value })).toThrow(ConfigError);
      expect(() => loadConfig({ GLOSS_METRICS_TOKEN: value })).toThrow('GLOSS_METRICS_TOKEN');
    },
  );
});
