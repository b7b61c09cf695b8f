import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate, formatTime } from "~/domain/dates";
import { type Draft, draftEntries, draftKey, hasContent, parseDraft, sameEntries } from "~/domain/drafts";

type RootData = { user: { email: string } | null } | undefined;

/** The name of the button Conform submits its list steps with (its INTENT, not exported by @conform-to/react). */
const FORM_LIBRARY_INTENT = "__intent__";

/** How long typing rests before the draft is written. */
const SAVE_AFTER_MS = 400;

export function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage refused (private mode, a full disk): the form works, without drafts
  }
}

function readForm(form: HTMLFormElement) {
  const typeOf = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.type : null;
  };
  return draftEntries(new FormData(form), typeOf);
}

/** Puts a draft's values back into the form's fields, as typing would (so the form library sees them). */
function fillForm(form: HTMLFormElement, draft: Draft) {
  const byName = new Map<string, string[]>();
  for (const [name, value] of draft.entries) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
      if (!(element instanceof HTMLSelectElement)) continue;
    }
    const field = element as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    const values = byName.get(field.name);
    if (!values || field.type === "file" || field.type === "password" || field.type === "hidden") continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      field.checked = values.includes(field.value);
    } else {
      field.value = values.shift() ?? "";
    }
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

type DraftOptions = {
  /** The draft's name, when the form's id is not enough (one draft per project edited). */
  name?: string;
  /** Puts the draft back (a form that keeps lists in its own state remounts with it); else the fields are
   * filled as typing would. */
  onRestore?: (draft: Draft) => void;
  /** Changes when the form element is replaced (a remount), so the draft follows the new one. */
  formVersion?: number;
};

/**
 * Keeps what is typed into the form `formId` as a local draft (per account and form, never a password or a
 * file), offers it back when the form is opened again, and stops a send while offline, saying so. The draft
 * goes when the form's own action leads elsewhere (saved), or with `clear()` for a form that stays.
 */
export function useFormDraft(formId: string, options: DraftOptions = {}) {
  const { name = formId, onRestore, formVersion = 0 } = options;
  const account = useRouteLoaderData("root") as RootData;
  const key = draftKey(account?.user?.email ?? null, name);
  const navigation = useNavigation();
  const location = useLocation();
  const [offer, setOffer] = useState<Draft | null>(null);
  const [offlineSend, setOfflineSend] = useState(false);
  const initial = useRef<ReturnType<typeof readForm> | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    const store = storage();
    if (!(form instanceof HTMLFormElement) || !store) return;
    initial.current = readForm(form);
    const stored = parseDraft(store.getItem(key));
    if (stored && hasContent(stored.entries) && !sameEntries(stored.entries, initial.current))
      setOffer(stored);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const entries = readForm(form);
      if (!hasContent(entries) || (initial.current && sameEntries(entries, initial.current))) return;
      store.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), entries } satisfies Draft));
      setOffer(null); // typing anew replaces the draft offered
    };
    const onInput = (event: Event) => {
      if (!event.isTrusted) return; // a restore, not typing
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AFTER_MS);
    };
    // Offline, a send would fail and could lose the page: keep the draft and say so instead.
    const onSubmit = (event: SubmitEvent) => {
      // The form library's own steps (add or remove a list entry) submit with its intent button: local, allowed.
      const formStep = event.submitter?.getAttribute("name") === FORM_LIBRARY_INTENT;
      if (formStep) {
        // The list changes once the step is drawn: keep it as typing would be kept.
        clearTimeout(timer);
        timer = setTimeout(save, SAVE_AFTER_MS);
        return;
      }
      clearTimeout(timer);
      if (navigator.onLine) {
        // What is sent is what the draft holds, so no late write brings back a draft the save has cleared.
        save();
        setOfflineSend(false);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      save();
      setOfflineSend(true);
    };
    const onOnline = () => setOfflineSend(false);
    // A tab closed or reloaded within the pause after the last key: write what is pending now.
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    form.addEventListener("submit", onSubmit);
    window.addEventListener("online", onOnline);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("online", onOnline);
    };
    // formVersion: listen on the form element again after a remount.
  }, [formId, key, formVersion]);

  // Saved: this form's action answered by leading to another page (a refusal stays on the page).
  useEffect(() => {
    if (navigation.state !== "loading" || !navigation.formAction) return;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const ownAction = new URL(form.action, window.location.href).pathname;
    const posted = new URL(navigation.formAction, window.location.href).pathname;
    if (posted === ownAction && navigation.location.pathname !== location.pathname)
      storage()?.removeItem(key);
  }, [navigation, location.pathname, formId, key]);

  const restore = useCallback(() => {
    const form = document.getElementById(formId);
    if (offer && onRestore) onRestore(offer);
    else if (offer && form instanceof HTMLFormElement) fillForm(form, offer);
    setOffer(null);
  }, [formId, offer, onRestore]);
  const discard = useCallback(() => {
    storage()?.removeItem(key);
    setOffer(null);
  }, [key]);
  const clear = useCallback(() => {
    storage()?.removeItem(key);
    setOffer(null);
    setOfflineSend(false);
  }, [key]);
  return { offer, offlineSend, restore, discard, clear };
}

/** The draft offered back, and the plain word when a send was stopped offline. */
export function DraftNotice({ draft }: { draft: ReturnType<typeof useFormDraft> }) {
  const { offer, offlineSend, restore, discard } = draft;
  return (
    <>
      {offlineSend ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          You are offline, so nothing was sent. What you typed is kept on this device: send it again when you
          are back online.
        </p>
      ) : null}
      {offer ? (
        <section
          aria-label="Unsent draft"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-default bg-surface-muted p-3 text-sm"
        >
          <p className="min-w-0 flex-1">
            You have a draft from {formatDate(new Date(offer.savedAt))}, {formatTime(new Date(offer.savedAt))}{" "}
            that was not sent.
          </p>
          <Button type="button" onClick={restore}>
            Restore draft
          </Button>
          <Button type="button" variant="outline" onClick={discard}>
            Discard
          </Button>
        </section>
      ) : null}
    </>
  );
}
