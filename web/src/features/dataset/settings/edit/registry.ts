/** The tabs of the settings page for admins and owners, in their order. */
export const SETTINGS_TABS = ['general', 'fields', 'questions', 'metadata', 'vectors', 'assignment', 'danger'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** One item of the page that tracks its edits (a block of General, a field, a question…). */
export interface TrackedEntry {
  key: string;
  tab: SettingsTab;
  modified: boolean;
  valid: boolean;
  /** Sends the item's update; true when the server took it. */
  save: () => Promise<boolean>;
  /** Says why an invalid item is not sent ("Question is not valid for update"), sending nothing. */
  refuse: () => void;
}

export interface EditSummary {
  /** Items whose draft differs from what is stored. */
  modified: number;
  /** The first tab, in page order, holding such an item: where "back to my edits" goes. */
  firstTab: SettingsTab | undefined;
  /** Every tab holding such an item, in page order. */
  tabs: readonly SettingsTab[];
}

export interface SaveAllResult {
  saved: number;
  failed: number;
  refused: number;
}

const NOTHING: EditSummary = { modified: 0, firstTab: undefined, tabs: [] };

/**
 * Every tracked item of the page, whichever tab shows it, so one bar can count the unsaved ones and save
 * them all, and the page can hold the person back from leaving them. Items stay registered while their
 * tab is hidden, since switching tabs must not lose an edit.
 */
export class EditRegistry {
  private readonly entries = new Map<string, TrackedEntry>();
  private readonly listeners = new Set<() => void>();
  private summary: EditSummary = NOTHING;

  set(entry: TrackedEntry): void {
    const before = this.entries.get(entry.key);
    this.entries.set(entry.key, entry);
    if (!before || before.modified !== entry.modified || before.valid !== entry.valid || before.tab !== entry.tab) this.publish();
  }

  remove(key: string): void {
    if (this.entries.delete(key)) this.publish();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSummary = (): EditSummary => this.summary;

  /**
   * Saves every modified item one after the other (the server takes one settings write at a time per
   * dataset anyway); invalid ones are refused with their message and never sent.
   */
  async saveAll(): Promise<SaveAllResult> {
    const result: SaveAllResult = { saved: 0, failed: 0, refused: 0 };
    const pending = [...this.entries.values()].filter((entry) => entry.modified).sort(byTab);
    for (const entry of pending) {
      if (!entry.valid) {
        entry.refuse();
        result.refused += 1;
      } else if (await entry.save()) result.saved += 1;
      else result.failed += 1;
    }
    return result;
  }

  private publish(): void {
    const modified = [...this.entries.values()].filter((entry) => entry.modified).sort(byTab);
    const tabs = [...new Set(modified.map((entry) => entry.tab))];
    const next: EditSummary = modified.length === 0 ? NOTHING : { modified: modified.length, firstTab: tabs[0], tabs };
    if (next.modified === this.summary.modified && next.tabs.join() === this.summary.tabs.join()) return;
    this.summary = next;
    this.listeners.forEach((listener) => listener());
  }
}

function byTab(a: TrackedEntry, b: TrackedEntry): number {
  return SETTINGS_TABS.indexOf(a.tab) - SETTINGS_TABS.indexOf(b.tab);
}

export function isSettingsTab(value: string | null): value is SettingsTab {
  return value !== null && (SETTINGS_TABS as readonly string[]).includes(value);
}
