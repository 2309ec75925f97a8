import { describe, expect, it } from 'vitest';
import { messageBundles } from '../src/app/i18n';
import { keyPaths } from '../src/shared/i18n/messages';

function valueAt(messages: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the interface strings', () => {
  it('have the same keys in en, de and es, with no bundle sharing a top-level key', () => {
    const seen = new Set<string>();
    for (const bundle of messageBundles) {
      for (const top of Object.keys(bundle.en)) {
        expect(seen.has(top), `top-level key ${top} appears in two bundles`).toBe(false);
        seen.add(top);
      }
      const english = keyPaths(bundle.en).sort();
      expect(keyPaths(bundle.de).sort()).toEqual(english);
      expect(keyPaths(bundle.es).sort()).toEqual(english);
    }
  });

  it('are written in every language, with the same placeholders', () => {
    for (const bundle of messageBundles) {
      for (const path of keyPaths(bundle.en)) {
        const english = valueAt(bundle.en, path) as string;
        for (const language of ['de', 'es'] as const) {
          const text = valueAt(bundle[language], path) as string;
          expect(text.trim(), `${language}:${path}`).not.toBe('');
          expect(text, `${language}:${path}`).not.toMatch(/TODO/);
          expect(placeholders(text), `${language}:${path}`).toEqual(placeholders(english));
        }
      }
    }
  });
});
