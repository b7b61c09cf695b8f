import { useFormAction, useNavigation } from "react-router";
import { Button, type ButtonProps } from "./button";

/**
 * Whether a form of this page is being submitted (a navigation, not a fetcher): `formAction` defaults to the
 * current route's action (with the page's query: a form with its own `action` names it here), `formMethod` to
 * POST. `state` "non-idle" also counts the loading that follows the answer (a redirect after a login, the
 * revalidation after an answer in place), so the button keeps its busy label until the next page shows.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  state = "submitting",
}: {
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
  state?: "submitting" | "non-idle";
} = {}) {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === "submitting";
  return (
    inState &&
    navigation.formAction === (formAction ?? contextualFormAction) &&
    navigation.formMethod === formMethod
  );
}

/** A submit button that says what it is doing while its form is sent, and cannot be pressed twice. */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  disabled,
  ...props
}: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" {...props} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
