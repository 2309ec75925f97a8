import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../src/features/dataset/annotate/page/shortcuts';
import { parseQueueLocation } from '../src/features/dataset/annotate/page/useQueueLocation';
import { press } from './key-press-fixtures';

describe('the annotation page shortcuts', () => {
  it('submit with Enter, discard with Backspace, move with the arrows, help with ?', () => {
    expect(shortcutFor(press('Enter'))).toBe('submit');
    expect(shortcutFor(press('Backspace'))).toBe('discard');
    expect(shortcutFor(press('ArrowRight'))).toBe('next');
    expect(shortcutFor(press('ArrowLeft'))).toBe('previous');
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('help');
  });

  it('save a draft with Ctrl+S or ⌘+S (which a text box leaves to the page)', () => {
    expect(shortcutFor(press('s', { ctrlKey: true }))).toBe('draft');
    expect(shortcutFor(press('S', { metaKey: true }))).toBe('draft');
  });

  it('ignore keys with other modifiers, which belong to the browser', () => {
    expect(shortcutFor(press('ArrowLeft', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('Enter', { shiftKey: true }))).toBeNull();
    expect(shortcutFor(press('r', { ctrlKey: true }))).toBeNull();
  });

  it('move between questions with Alt and the up and down arrows', () => {
    expect(shortcutFor(press('ArrowDown', { altKey: true }))).toBe('nextQuestion');
    expect(shortcutFor(press('ArrowUp', { altKey: true }))).toBe('previousQuestion');
  });

  it('open or close the comments with Alt+C, by the key or its place, never as a bare C', () => {
    expect(shortcutFor(press('c', { altKey: true }))).toBe('comments');
    expect(shortcutFor(press('ç', { altKey: true, code: 'KeyC' }))).toBe('comments');
    expect(shortcutFor(press('c'))).toBeNull();
    expect(shortcutFor(press('C', { altKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(press('c', { altKey: true, ctrlKey: true }))).toBeNull();
  });
});

describe('the place in the queue in the URL', () => {
  it('reads status, position and record', () => {
    expect(parseQueueLocation(new URLSearchParams('status=draft&page=7&record=abc'))).toEqual({ status: 'draft', position: 7, recordId: 'abc', view: 'focus', pageSize: 10 });
  });

  it('falls back to the pending queue’s first record for anything unreadable', () => {
    expect(parseQueueLocation(new URLSearchParams('status=nope&page=-3'))).toEqual({ status: 'pending', position: 1, recordId: undefined, view: 'focus', pageSize: 10 });
    expect(parseQueueLocation(new URLSearchParams('page=2.5'))).toEqual({ status: 'pending', position: 1, recordId: undefined, view: 'focus', pageSize: 10 });
  });
});

describe('the shortcuts panel', () => {
  const question = (name: string, type: string) => ({ name, settings: { type } }) as never;

  it('lists the page’s keys, then those of each question type the dataset uses, once each', async () => {
    const { shortcutGroups } = await import('../src/features/dataset/annotate/page/shortcut-groups');
    const groups = shortcutGroups([question('a', 'rating'), question('b', 'span'), question('c', 'rating')]);
    expect(groups.map((group) => group.titleKey)).toEqual([
      'annotate.shortcuts.global',
      'annotate.shortcuts.questions',
      'dataset.types.question.rating',
      'dataset.types.question.span',
    ]);
    expect(groups[3]!.items.some((item) => item.labelKey === 'annotateSpan.shortcuts.addSpan')).toBe(true);
  });
});

describe('every shortcut description', () => {
  it('has a string in the catalogue', async () => {
    const { shortcutGroups } = await import('../src/features/dataset/annotate/page/shortcut-groups');
    const { messageBundles } = await import('../src/app/i18n');
    const { keyPaths } = await import('../src/shared/i18n/messages');
    const known = new Set(messageBundles.flatMap((bundle) => keyPaths(bundle.en)));
    const types = ['text', 'rating', 'label_selection', 'multi_label_selection', 'ranking', 'span'];
    const groups = shortcutGroups(types.map((type, index) => ({ name: `q${index}`, settings: { type } }) as never));
    for (const group of groups) {
      expect(known.has(group.titleKey), group.titleKey).toBe(true);
      for (const item of group.items) expect(known.has(item.labelKey), item.labelKey).toBe(true);
    }
  });
});
