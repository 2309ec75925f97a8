/** `/dataset/:id/team`: the dataset's progress per annotator and their agreement. Being built. */
export function DatasetTeamPage() {
  return null;
}
