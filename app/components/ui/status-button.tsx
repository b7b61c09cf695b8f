import { useFormAction, useNavigation } from "react-router";
import { Button, type ButtonProps } from "./button";

/**
 * Whether a form of this page is being submitted (a navigation, not a fetcher): `formAction` defaults to the
 * current route's action, `formMethod` to any non-GET method.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
}: {
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
} = {}) {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
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
