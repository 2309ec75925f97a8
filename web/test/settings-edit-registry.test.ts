import { describe, expect, it, vi } from 'vitest';
import { EditRegistry, isSettingsTab, type TrackedEntry } from '../src/features/dataset/settings/edit/registry';

function entry(key: string, overrides: Partial<TrackedEntry> = {}): TrackedEntry {
  return { key, tab: 'general', modified: false, valid: true, save: vi.fn(async () => true), refuse: vi.fn(), ...overrides };
}

describe('the registry of tracked settings items', () => {
  it('counts modified items and names their tabs in page order', () => {
    const registry = new EditRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.set(entry('question:1', { tab: 'questions', modified: true }));
    registry.set(entry('guidelines', { tab: 'general', modified: true }));
    registry.set(entry('field:1', { tab: 'fields' }));
    expect(registry.getSummary()).toEqual({ modified: 2, firstTab: 'general', tabs: ['general', 'questions'] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same summary object while nothing it shows changed, so subscribers do not render again', () => {
    const registry = new EditRegistry();
    registry.set(entry('a', { modified: true }));
    const before = registry.getSummary();
    registry.set(entry('a', { modified: true, save: vi.fn(async () => true) }));
    expect(registry.getSummary()).toBe(before);
  });

  it('forgets removed items', () => {
    const registry = new EditRegistry();
    registry.set(entry('a', { modified: true }));
    registry.remove('a');
    expect(registry.getSummary()).toEqual({ modified: 0, firstTab: undefined, tabs: [] });
  });

  it('saves every modified item in page order, refuses invalid ones without sending them, and counts the failures', async () => {
    const registry = new EditRegistry();
    const order: string[] = [];
    const saving = (key: string, ok: boolean) => vi.fn(async () => (order.push(key), ok));
    const invalid = entry('question:bad', { tab: 'questions', modified: true, valid: false, save: saving('question:bad', true) });
    const untouched = entry('field:same', { tab: 'fields', save: saving('field:same', true) });
    registry.set(entry('vector:v', { tab: 'vectors', modified: true, save: saving('vector:v', false) }));
    registry.set(invalid);
    registry.set(untouched);
    registry.set(entry('guidelines', { tab: 'general', modified: true, save: saving('guidelines', true) }));
    const result = await registry.saveAll();
    expect(result).toEqual({ saved: 1, failed: 1, refused: 1 });
    expect(order).toEqual(['guidelines', 'vector:v']);
    expect(invalid.save).not.toHaveBeenCalled();
    expect(invalid.refuse).toHaveBeenCalledTimes(1);
    expect(untouched.save).not.toHaveBeenCalled();
  });

  it('reads the tab of the URL only when it is one of the page', () => {
    expect(isSettingsTab('questions')).toBe(true);
    expect(isSettingsTab('danger')).toBe(true);
    expect(isSettingsTab('Questions')).toBe(false);
    expect(isSettingsTab(null)).toBe(false);
  });
});
