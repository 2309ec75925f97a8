export function UserSettingsPage() {
  return <div>UserSettingsPage</div>;
}
