import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { reviewMessages as bundle } from '../src/features/dataset/review/messages';

// Keys, placeholders, markup and untranslated strings of every bundle are checked in i18n-catalogue.test.ts.

async function translatorFor(language: 'en' | 'de' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({ showSupportNotice: false, lng: language, resources: { [language]: { translation: bundle[language] } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('review messages', () => {
  it('choose singular or plural by count in every language', async () => {
    for (const language of ['en', 'de', 'es'] as const) {
      const t = await translatorFor(language);
      for (const key of ['review.reset.text', 'review.reset.done', 'review.merge.unsettled', 'review.majority.droppedSpans', 'review.record.comments']) {
        const one = t(key, { count: 1 });
        const two = t(key, { count: 2 });
        expect(one, `${language} ${key}`).toContain('1');
        expect(two, `${language} ${key}`).toContain('2');
        expect(one.replace('1', '#'), `${language} ${key}`).not.toBe(two.replace('2', '#'));
      }
    }
  });

  it('name every merge rule and outcome the page can show', async () => {
    for (const language of ['en', 'de', 'es'] as const) {
      const t = await translatorFor(language);
      for (const rule of ['most-common', 'more-than-half', 'median', 'mean-rank', 'same-spans', 'same-text']) {
        expect(t(`review.rules.${rule}`)).not.toBe(`review.rules.${rule}`);
      }
      for (const outcome of ['no-majority', 'differ', 'none']) expect(t(`review.majority.${outcome}`)).not.toBe(`review.majority.${outcome}`);
    }
  });
});
