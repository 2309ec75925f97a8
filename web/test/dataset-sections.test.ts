import { describe, expect, it } from 'vitest';
import { visibleSections } from '../src/features/dataset/settings/sections';

describe('visibleSections', () => {
  it('gives annotators the dataset alone: its info and guidelines', () => {
    expect(visibleSections(false).map((section) => section.anchor)).toEqual(['info', 'guidelines']);
  });

  it('gives admins and owners every section, distribution after the guidelines', () => {
    expect(visibleSections(true).map((section) => section.anchor)).toEqual([
      'info',
      'guidelines',
      'distribution',
      'fields',
      'questions',
      'metadata',
      'vectors',
    ]);
  });
});
