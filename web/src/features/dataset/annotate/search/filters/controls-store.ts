import type { SearchCriteria } from '../criteria';
import type { FilterCategory } from './catalogue';
import { writeCriteria } from '../url-criteria';

/** A pause in typing (a number box) before the records are searched again. */
export const TYPING_DELAY = 400;
/**
 * A click (a checkbox, a sort key, its order) is one whole decision: it applies at once, so the first
 * matching record shows within the page's 300 ms target. A search still under way when the next click
 * comes is abandoned for the newer one, and the record on screen stays until the answer is in.
 */
export const TOGGLE_DELAY = 0;
export const SORT_DELAY = 0;

/** Which filter panel is open, and on which property or question (null: its list). */
export interface FilterPanelState {
  category: FilterCategory;
  target: string | null;
}

export interface ControlsState {
  /** The row of filter buttons is shown. */
  rowOpen: boolean;
  panel: FilterPanelState | null;
  sortOpen: boolean;
  /** The sort panel lists fields to add. */
  sortAdding: boolean;
  /** Edits not applied yet. */
  draft: SearchCriteria | null;
  /** Small choices inside panels (a search box's text, a tab) by name, so they outlive a remount too. */
  remembered: Readonly<Record<string, string>>;
}

/** Two criteria are the same view when they write the same URL. */
export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  return writeCriteria(new URLSearchParams(), a).toString() === writeCriteria(new URLSearchParams(), b).toString();
}

const INITIAL: ControlsState = { rowOpen: false, panel: null, sortOpen: false, sortAdding: false, draft: null, remembered: {} };

/**
 * The state of the filter and sort controls, kept outside the toolbar's components: the page shows its
 * toolbar in another layout while a new search loads, which mounts the toolbar afresh, and an open panel,
 * what was typed in it and an edit waiting for its timer must all outlive that.
 *
 * Edits go to the records without a "Go" button but never on every keystroke: each edit restarts a
 * short timer and closing a panel applies at once. Every apply leaves the open record through its guard
 * and searches again, so merging edits saves both searches and prompts.
 */
export class ControlsStore {
  private state: ControlsState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The draft has been handed to the page, which has not shown it yet. */
  private applied = false;
  /**
   * The `data-focus-key` of what has the keyboard in the open panel: a panel mounted again puts it back
   * there, so typing goes on in the same box. Not state: nothing renders from it.
   */
  focusKey: string | null = null;

  constructor(
    private criteria: SearchCriteria,
    private onApply: (next: SearchCriteria) => void,
  ) {}

  /**
   * The page's current criteria and way to apply them, given after every render. An applied edit stays
   * shown until the page's view changes (to it, or elsewhere: Back): leaving the open record may first
   * save its draft, and meanwhile the box just ticked must not look unticked. An edit still waiting for
   * its timer is kept.
   */
  connect(criteria: SearchCriteria, onApply: (next: SearchCriteria) => void): void {
    const viewChanged = !sameCriteria(criteria, this.criteria);
    this.criteria = criteria;
    this.onApply = onApply;
    if (viewChanged && this.applied) {
      this.applied = false;
      this.set({ draft: null });
    }
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): ControlsState => this.state;

  /** What the panels show: the edits not applied yet, else the applied criteria. */
  shown(): SearchCriteria {
    return this.state.draft ?? this.criteria;
  }

  private set(patch: Partial<ControlsState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  toggleRow(): void {
    this.set({ rowOpen: !this.state.rowOpen, panel: null });
  }

  /**
   * Opens a filter panel (showing the row first, so its button can anchor it); null closes it and
   * applies, and the next opening starts afresh (no search text left in its boxes).
   */
  setPanel(panel: FilterPanelState | null): void {
    if (!panel) {
      this.flush();
      this.focusKey = null;
    }
    this.set(panel ? { panel, rowOpen: true } : { panel: null, remembered: {} });
  }

  setSortOpen(open: boolean): void {
    if (!open) {
      this.flush();
      this.focusKey = null;
    }
    this.set({ sortOpen: open, sortAdding: false, ...(open ? {} : { remembered: {} }) });
  }

  setSortAdding(adding: boolean): void {
    this.set({ sortAdding: adding });
  }

  remember(name: string, value: string): void {
    this.set({ remembered: { ...this.state.remembered, [name]: value } });
  }

  /** An edit, applied after `delay` unless another follows (at once without a delay). */
  stage(update: (criteria: SearchCriteria) => SearchCriteria, delay = TYPING_DELAY): void {
    this.applied = false;
    this.set({ draft: update(this.shown()) });
    clearTimeout(this.timer);
    if (delay <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), delay);
  }

  /** Applies the staged edits now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.state.draft;
    if (!next || this.applied) return;
    if (sameCriteria(next, this.criteria)) {
      this.set({ draft: null });
      return;
    }
    // The draft stays shown until the page shows the new view (see `connect`).
    this.applied = true;
    this.onApply(next);
  }

  /** Applies one edit now, with any staged before it (a chip's ×, "Clear all"). */
  applyNow(update: (criteria: SearchCriteria) => SearchCriteria): void {
    this.applied = false;
    this.set({ draft: update(this.shown()) });
    this.flush();
  }

  /** The page is gone: nothing is left to apply edits to. */
  dispose(): void {
    clearTimeout(this.timer);
  }
}
