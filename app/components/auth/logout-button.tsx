import type { ReactNode } from "react";
import { Form } from "react-router";

/** Logging out is a POST (a link or prefetch must never end a session). */
export function LogoutButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Form method="post" action="/logout" className="contents">
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
