import { describe, expect, it } from 'vitest';
import { messageBundles } from '../src/app/i18n';
import { keyPaths } from '../src/shared/i18n/messages';

function valueAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages) as string;
}

/** Placeholders (`{{count}}`) and the markup <Trans> fills in (`<strong>`) must survive translation. */
const markersOf = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0].replace(/\s/g, '')).sort();

/** Strings that are rightly the same as in English: names, and words both languages borrow. */
const SAME_AS_ENGLISH: Record<'de' | 'es', readonly string[]> = {
  de: [
    'common.productName',
    'common.roles.admin',
    'common.roles.annotator',
    'auth.providerNames.huggingface',
    'datasets.title',
    'datasets.columns.name',
    'dataset.settings.optional',
    'dataset.settings.columns.name',
    'dataset.settings.info.name',
    'dataset.settings.info.id',
    'dataset.settings.info.status',
    'dataset.types.field.text',
    'dataset.types.field.chat',
    'dataset.types.question.text',
    'userSettings.profile.name',
    'userSettings.theme.options.system',
    'datasetSettingsEdit.characters',
    'datasetSettingsEdit.optional',
    'header.team',
    'datasetTeam.nav.team',
    'dataset.progress.pace',
    'datasetTeam.title',
    'datasetTeam.agreement.labelColumn',
    'assignment.current.annotator',
    'team.title',
    'team.columns.person',
    'workspaces.create.name',
    'workspaces.datasetsCount',
    'header.webhooks',
    'webhooks.title',
    'webhooks.listLabel',
    'webhooks.deliveries.columns.status',
    'datasetExport.format',
    'datasetExport.formats.jsonl.label',
    'datasetExport.formats.csv.label',
    'datasetExport.formats.parquet.label',
  ],
  es: [
    'dataset.progress.pace',
    'common.productName',
    'auth.providerNames.huggingface',
    'datasets.title',
    'datasets.columns.name',
    'dataset.settings.no',
    'annotateFilters.review.no',
    'dataset.settings.info.id',
    'dataset.types.field.chat',
    'dataset.types.metadata.float',
    'datasetSettingsEdit.characters',
    'datasetSettingsEdit.items.vector',
    'datasetSettingsEdit.tabs.general',
    'workspaces.datasetsCount',
    'header.webhooks',
    'webhooks.title',
    'webhooks.listLabel',
    'datasetExport.formats.jsonl.label',
    'datasetExport.formats.csv.label',
    'datasetExport.formats.parquet.label',
  ],
};

describe('the interface strings', () => {
  it('have the same keys in en, de and es, with no two bundles sharing a top-level key', () => {
    const seen = new Set<string>();
    for (const bundle of messageBundles) {
      for (const top of Object.keys(bundle.en)) {
        expect(seen.has(top), `top-level key ${top} appears in two bundles`).toBe(false);
        seen.add(top);
        expect(Object.keys(bundle.de)).toContain(top);
        expect(Object.keys(bundle.es)).toContain(top);
      }
      const english = keyPaths(bundle.en).sort();
      expect(keyPaths(bundle.de).sort()).toEqual(english);
      expect(keyPaths(bundle.es).sort()).toEqual(english);
    }
  });

  it('are written out in every language, keeping placeholders and markup', () => {
    for (const bundle of messageBundles) {
      for (const path of keyPaths(bundle.en)) {
        for (const language of ['de', 'es'] as const) {
          const text = valueAt(bundle[language], path);
          expect(text.trim(), `${language}:${path}`).not.toBe('');
          expect(text, `${language}:${path}`).not.toMatch(/TODO/);
          expect(markersOf(text), `${language}:${path}`).toEqual(markersOf(valueAt(bundle.en, path)));
        }
      }
    }
  });

  it('are translated, except the few words that are the same in English', () => {
    for (const language of ['de', 'es'] as const) {
      const untranslated = messageBundles.flatMap((bundle) =>
        keyPaths(bundle.en).filter((path) => valueAt(bundle[language], path) === valueAt(bundle.en, path)),
      );
      expect(untranslated.sort(), language).toEqual([...SAME_AS_ENGLISH[language]].sort());
    }
  });

  it('hold no emoji, which a system without an emoji font draws as an empty box (pictures are the app’s icons)', () => {
    const emoji = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{FE0F}]/u;
    for (const bundle of messageBundles) {
      for (const language of ['en', 'de', 'es'] as const) {
        for (const path of keyPaths(bundle.en)) expect(valueAt(bundle[language], path), `${language}:${path}`).not.toMatch(emoji);
      }
    }
  });
});
