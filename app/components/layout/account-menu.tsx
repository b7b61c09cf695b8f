import { useId } from "react";
import { Form, Link } from "react-router";
import { MenuPanel, menuItemClass } from "~/components/layout/menu";
import type { MenuPanelProps } from "~/components/layout/menu-button";
import type { HeaderUser } from "~/domain/auth";

/** "My Account"'s items (header.tsx), loaded on the button's first press. */
export function AccountMenu({ user, ...props }: MenuPanelProps & { user: NonNullable<HeaderUser> }) {
  const emailId = useId();
  return (
    <MenuPanel {...props} className="min-w-48">
      <div id={emailId} role="none" className="truncate px-3 py-2 text-xs text-muted">
        {user.email}
      </div>
      <Link role="menuitem" tabIndex={-1} to="/dashboard" className={menuItemClass}>
        Dashboard
      </Link>
      {user.may?.projects !== false ? (
        <Link role="menuitem" tabIndex={-1} to="/dashboard/projects" className={menuItemClass}>
          My Projects
        </Link>
      ) : null}
      {user.may?.profile !== false ? (
        <Link role="menuitem" tabIndex={-1} to="/dashboard/profile" className={menuItemClass}>
          Edit Profile
        </Link>
      ) : null}
      {user.isAdmin ? (
        <Link role="menuitem" tabIndex={-1} to="/admin" className={menuItemClass}>
          Admin Panel
        </Link>
      ) : null}
      <hr className="my-1 border-default" />
      {/* The menu only hides when it closes, so this form stays in the page while it submits. */}
      <Form method="post" action="/logout" role="none">
        <button type="submit" role="menuitem" tabIndex={-1} className={menuItemClass}>
          Log Out
        </button>
      </Form>
    </MenuPanel>
  );
}
