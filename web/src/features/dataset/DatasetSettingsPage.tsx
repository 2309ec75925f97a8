export function DatasetSettingsPage() {
  return <div>DatasetSettingsPage</div>;
}
