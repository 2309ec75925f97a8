export function DatasetListPage() {
  return <div>DatasetListPage</div>;
}
