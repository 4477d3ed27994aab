/** Log out (spec 1 §2 "Welcome back", spec 2 "Welcome"): signs the customer out and goes to the root. */
import { useFollow } from '../../state/hooks/app';
import { useSession } from '../../state/hooks/session';

export function LogoutButton({ label }: { label: string }) {
  const { logout } = useSession();
  const follow = useFollow();
  return (
    <button type="button" className="crw-secondary" onClick={() => void follow(logout())}>
      {label}
    </button>
  );
}
