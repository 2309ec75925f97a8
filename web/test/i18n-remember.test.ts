import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberTranslations } from '../src/shared/i18n/setup';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    initImmediate: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { hello: 'Hello', named: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } },
      de: { translation: { hello: 'Hallo', named: 'Hallo {{name}}', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' } },
    },
  });
  return i18n;
}

describe('remembered translations', () => {
  it('answers as i18next does, for plain keys, interpolation, plurals and fixed languages', async () => {
    const plain = await instance();
    const remembering = await instance();
    rememberTranslations(remembering);
    const calls: [string, Record<string, string | number>?][] = [['hello'], ['named', { name: 'Ada' }], ['named', { name: 'Bo' }], ['items', { count: 1 }], ['items', { count: 3 }], ['missing']];
    for (let round = 0; round < 2; round++) {
      for (const [key, options] of calls) expect(remembering.t(key, options)).toBe(plain.t(key, options));
    }
    expect(remembering.getFixedT('de')('named', { name: 'Ada' })).toBe('Hallo Ada');
    expect(remembering.getFixedT('en')('named', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('works out each distinct call once, and follows a change of language', async () => {
    const i18n = await instance();
    const translate = vi.spyOn(i18n, 't');
    rememberTranslations(i18n);
    for (let n = 0; n < 5; n++) i18n.t('named', { name: 'Ada' });
    expect(translate).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('de');
    expect(i18n.t('named', { name: 'Ada' })).toBe('Hallo Ada');
    expect(i18n.t('items', { count: 2 })).toBe('2 Einträge');
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('passes calls with objects in their options straight through, every time', async () => {
    const i18n = await instance();
    const translate = vi.spyOn(i18n, 't');
    rememberTranslations(i18n);
    const options = { name: 'Ada', interpolation: { escapeValue: true } };
    i18n.t('named', options);
    i18n.t('named', options);
    expect(translate).toHaveBeenCalledTimes(2);
  });
});
