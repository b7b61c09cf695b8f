import { parse, type Submission } from "@conform-to/react";
import { useCallback, useRef } from "react";

/** A form's checks: Conform's submission for the form's data, as `parseWithZod` gives it. */
export type FormCheck<Schema extends Record<string, unknown>, Value> = (
  formData: FormData,
) => Submission<Schema, string[], Value>;

export type LazyChecks<Schema extends Record<string, unknown>, Value> = {
  /** The checks, their code fetched on the first call. */
  ready: () => Promise<FormCheck<Schema, Value>>;
  /** The checks if their code is here already. */
  now: () => FormCheck<Schema, Value> | undefined;
};

/**
 * A form's checks whose code the page does not wait for (ADR 0034): zod and a long form's schema, fetched and
 * run as the page starts, made the page's longest task on a slow phone before anyone had typed a letter. The
 * module is loaded once, by the first form that asks for it.
 */
export function lazyChecks<Schema extends Record<string, unknown>, Value>(
  load: () => Promise<FormCheck<Schema, Value>>,
): LazyChecks<Schema, Value> {
  let check: FormCheck<Schema, Value> | undefined;
  let loading: Promise<FormCheck<Schema, Value>> | undefined;
  return {
    ready: () => {
      loading ??= load().then(
        (loaded) => {
          check = loaded;
          return loaded;
        },
        (error: unknown) => {
          // Not fetched (offline, a dropped connection): the next call tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    now: () => check,
  };
}

type CheckedForm = { validate: (options?: { name?: string }) => void };

/**
 * Conform's `onValidate` for a form checked by `checks`, and `catchUp`, for an effect once the form exists: it
 * loads the checks as the form mounts. Until they are here a field passes its check, and is checked again as
 * soon as they are, so its message comes a moment late, never not at all; a save goes to the server, which
 * checks it in any case. Conform's list changes (add or remove an item) work meanwhile: `parse` applies them.
 */
export function useLazyChecks<Schema extends Record<string, unknown>, Value>(
  checks: LazyChecks<Schema, Value>,
) {
  // The fields checked before the checks came ("" for the whole form).
  const checkAgain = useRef(new Set<string>());
  const onValidate = useCallback(
    ({ formData }: { formData: FormData }): Submission<Schema, string[], Value> => {
      const check = checks.now();
      if (check) return check(formData);
      return parse<Value, string[]>(formData, {
        resolve: (_payload, intent) => {
          if (intent?.type === "validate") checkAgain.current.add(intent.payload.name ?? "");
          return { value: undefined };
        },
      }) as Submission<Schema, string[], Value>;
    },
    [checks],
  );
  const catchUp = useCallback(
    (form: CheckedForm) => {
      let mounted = true;
      checks.ready().then(
        () => {
          if (!mounted) return;
          for (const name of checkAgain.current) form.validate(name ? { name } : undefined);
          checkAgain.current.clear();
        },
        // Their code could not be fetched: fields pass until it can be, and the server checks every save.
        () => {},
      );
      return () => {
        mounted = false;
      };
    },
    [checks],
  );
  return { onValidate, catchUp };
}
