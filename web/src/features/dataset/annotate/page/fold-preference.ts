/*
 * A panel that folds (the guidelines) starts the way the layout suits: open beside the records on a wide
 * screen, folded on a narrow one, where open guidelines would stand between the record and its questions.
 * A person's own choice is remembered only where it differs from that start, so the panel follows the
 * layout again once they put it back the way it started.
 */

/** Whether the panel is folded: the person's choice, else the layout's start. */
export function isFolded(stored: boolean | undefined, foldedAtStart: boolean): boolean {
  return stored ?? foldedAtStart;
}

/** What to remember after the person folds or unfolds the panel: their choice, or nothing when it is the start. */
export function storedFold(folded: boolean, foldedAtStart: boolean): boolean | undefined {
  return folded === foldedAtStart ? undefined : folded;
}
