/** Log out (spec 1 §2 "Welcome back", spec 2 "Welcome"): the screen's port signs the customer out and goes to the root. */
export function LogoutButton({ label, onLogout }: { label: string; onLogout: () => void }) {
  return (
    <button type="button" className="crw-secondary" onClick={onLogout}>
      {label}
    </button>
  );
}
