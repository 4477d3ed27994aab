/** Log out (spec 1 §2 "Welcome back", spec 2 "Welcome"): signs the customer out and goes to the root. */
import { useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { useWidget } from '../../state/context';

export function LogoutButton({ label }: { label: string }) {
  const { model } = useWidget();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className="crw-secondary"
      onClick={async () => {
        await model.logout();
        navigate(ROUTES.root);
      }}
    >
      {label}
    </button>
  );
}
