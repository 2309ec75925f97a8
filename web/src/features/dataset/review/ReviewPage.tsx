/** `/dataset/:id/review`: reviewers settle records' final answers. Being built. */
export function ReviewPage() {
  return null;
}
