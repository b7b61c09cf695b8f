import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate, formatTime } from "~/domain/dates";
import {
  type Draft,
  type DraftEntries,
  draftEntries,
  draftKey,
  draftOnOpen,
  isKeptField,
  keepsDraft,
  parseDraft,
} from "~/domain/drafts";
import { cn } from "~/lib/cn";

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

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's fields a draft holds (never a password, a file, a hidden field or the form library's own). */
function draftControls(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== "" &&
      element.type !== "hidden" &&
      isKeptField(element.name, element.type),
  );
}

/**
 * Whether the person changed a field before the page's scripts were ready (a slow phone): a field whose value
 * is no longer the one the page drew. Such typing is theirs, and a draft must not replace it unasked.
 */
function typedBeforeReady(form: HTMLFormElement): boolean {
  return draftControls(form).some((field) => {
    if (field instanceof HTMLSelectElement) return selectChanged(field);
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      return field.checked !== field.defaultChecked;
    }
    return field.value !== field.defaultValue;
  });
}

/**
 * Whether a list's choice differs from the one the page drew: the option last marked selected, else (none marked)
 * the first that can be chosen, which is what the browser shows.
 */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
  return select.selectedIndex !== (marked >= 0 ? marked : options.findIndex((option) => !option.disabled));
}

/**
 * Puts values back into the form's fields, as typing would (so the form library sees them): a draft's, or the
 * values the form opened with (Undo). A box is ticked only if the values name it.
 */
function fillForm(form: HTMLFormElement, entries: DraftEntries) {
  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const field of draftControls(form)) {
    const values = byName.get(field.name);
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      field.checked = values?.includes(field.value) ?? false;
    } else if (values) {
      field.value = values.shift() ?? "";
    } else {
      continue;
    }
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** The form's first field a person fills, to take the focus when the notice's button goes. */
function focusFirstField(formId: string) {
  const form = document.getElementById(formId);
  if (form instanceof HTMLFormElement) draftControls(form)[0]?.focus();
}

/** A location's path and query, without React Router's own `index` parameter. */
function pageAddress({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search);
  query.delete("index");
  return `${pathname}?${query}`;
}

type DraftOptions = {
  /** The draft's name, when the form's id is not enough (one draft per project edited). */
  name?: string;
  /** Puts the draft back (a form that keeps lists in its own state remounts with it); else the fields are
   * filled as typing would. */
  onRestore?: (draft: Draft) => void;
  /** Undo of a restore, with `onRestore`: the form back to the values it opened with (a remount with them). */
  onUndo?: () => void;
  /** Changes when the form element is replaced (a remount), so the draft follows the new one. */
  formVersion?: number;
};

/**
 * Keeps what is typed into the form `formId` as a local draft (per account and form, never a password or a
 * file), and stops a send while offline, saying so (`OfflineNotice`, beside the form's button).
 *
 * A stored draft is put back as soon as the form shows, and `DraftNotice` says so with an Undo that returns the
 * form to the values it opened with and lets the draft go (issue 36 item 2). Should the person have typed before
 * the page was ready, both are kept: the draft is offered (Restore draft, Discard) and nothing they type
 * replaces it until they choose. The draft goes when the form's own action leads elsewhere (saved), or with
 * `clear()` for a form that stays.
 */
export function useFormDraft(formId: string, options: DraftOptions = {}) {
  const { name = formId, onRestore, onUndo, formVersion = 0 } = options;
  const account = useRouteLoaderData("root") as RootData;
  const key = draftKey(account?.user?.email ?? null, name);
  const navigation = useNavigation();
  const location = useLocation();
  /** A draft offered but not chosen yet: it stays as stored, whatever is typed meanwhile. */
  const [offer, setOffer] = useState<Draft | null>(null);
  /** A draft put back at once: the notice offers Undo. */
  const [restored, setRestored] = useState<Draft | null>(null);
  /** How many sends were stopped offline (0: none since the last one that went), so each is told. */
  const [offlineSend, setOfflineSend] = useState(0);
  /** The draft this hook has opened, and the values its form showed then (what Undo goes back to). */
  const opened = useRef<{ key: string; saved: DraftEntries } | null>(null);
  const offerPending = useRef(false);
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /**
   * Sent or undone: nothing is written again until the person types. (The form being replaced moves the focus
   * out of a field, and the form library's check on that blur must not write the old values back.)
   */
  const settled = useRef(false);
  /** Writes what the form holds now as its draft (set while the form is listened to). */
  const saveNow = useRef<() => void>(() => {});
  // The latest callbacks, so that the effect below need not run again when a page passes new ones.
  const callbacks = useRef({ onRestore, onUndo });
  callbacks.current = { onRestore, onUndo };

  const cancelPendingSave = useCallback(() => {
    clearTimeout(pendingSave.current);
    pendingSave.current = undefined;
  }, []);

  useEffect(() => {
    const form = document.getElementById(formId);
    const store = storage();
    if (!(form instanceof HTMLFormElement) || !store) return;
    settled.current = false;
    if (opened.current?.key !== key) {
      // The form shows for the first time (a remount for a restore or an Undo is not a first time).
      const saved = readForm(form);
      opened.current = { key, saved };
      const stored = parseDraft(store.getItem(key));
      const choice = draftOnOpen(stored, saved, typedBeforeReady(form));
      offerPending.current = choice === "offer";
      setOffer(choice === "offer" ? stored : null);
      setRestored(choice === "restore" ? stored : null);
      if (choice === "restore" && stored) {
        if (callbacks.current.onRestore) callbacks.current.onRestore(stored);
        else fillForm(form, stored.entries);
      }
    }

    const save = () => {
      pendingSave.current = undefined;
      if (offerPending.current) return; // the offered draft stays as it is until the person chooses
      if (settled.current) return;
      const entries = readForm(form);
      if (keepsDraft(entries, opened.current?.saved ?? null)) {
        store.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), entries } satisfies Draft));
      } else {
        store.removeItem(key);
      }
    };
    saveNow.current = save;
    const saveSoon = () => {
      clearTimeout(pendingSave.current);
      pendingSave.current = setTimeout(save, SAVE_AFTER_MS);
    };
    const onInput = (event: Event) => {
      if (!event.isTrusted) return; // a restore, not typing
      settled.current = false;
      saveSoon();
    };
    // A change is said when a field loses the focus, also when it goes with its form (replaced after a send, a
    // restore or an Undo): it keeps a draft being typed, and never brings back one that is done with.
    const onChange = (event: Event) => {
      if (!event.isTrusted || settled.current) return;
      saveSoon();
    };
    // Offline, a send would fail and could lose the page: keep the draft and say so instead.
    const onSubmit = (event: SubmitEvent) => {
      // The form library's own steps (add or remove a list entry) submit with its intent button: local, allowed.
      if (event.submitter?.getAttribute("name") === FORM_LIBRARY_INTENT) {
        // The list changes once the step is drawn: keep it as typing would be kept.
        saveSoon();
        return;
      }
      cancelPendingSave();
      if (navigator.onLine) {
        // What is sent is what the draft holds, so no late write brings back a draft the save has cleared.
        save();
        setOfflineSend(0);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      save();
      setOfflineSend((count) => count + 1);
    };
    const onOnline = () => setOfflineSend(0);
    // A tab closed or reloaded, or the page left, within the pause after the last key: write what is pending now.
    const flush = () => {
      if (pendingSave.current === undefined) return;
      cancelPendingSave();
      save();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    window.addEventListener("online", onOnline);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      flush();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("online", onOnline);
    };
    // formVersion: listen on the form element again after a remount.
  }, [formId, key, formVersion, cancelPendingSave]);

  // Saved: this form's action answered by leading to another page, or to this page without its query (an edit
  // at ?edit=… saved); a refusal stays where it was.
  useEffect(() => {
    if (navigation.state !== "loading" || !navigation.formAction) return;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const ownAction = new URL(form.action, window.location.href).pathname;
    const posted = new URL(navigation.formAction, window.location.href).pathname;
    if (posted === ownAction && pageAddress(navigation.location) !== pageAddress(location)) {
      settled.current = true;
      cancelPendingSave();
      storage()?.removeItem(key);
    }
  }, [navigation, location, formId, key, cancelPendingSave]);

  /** The offered draft, chosen: into the form. */
  const restore = useCallback(() => {
    const form = document.getElementById(formId);
    offerPending.current = false;
    // What was typed meanwhile is not written over the draft now chosen.
    settled.current = true;
    cancelPendingSave();
    if (offer && callbacks.current.onRestore) callbacks.current.onRestore(offer);
    else if (offer && form instanceof HTMLFormElement) fillForm(form, offer.entries);
    setOffer(null);
  }, [formId, offer, cancelPendingSave]);
  /** The offered draft, refused: it goes, and what the form holds now is the draft from here on. */
  const discard = useCallback(() => {
    offerPending.current = false;
    cancelPendingSave();
    storage()?.removeItem(key);
    setOffer(null);
    saveNow.current();
  }, [key, cancelPendingSave]);
  /** The draft put back, undone: the form shows what it opened with, and the draft goes. */
  const undo = useCallback(() => {
    settled.current = true;
    cancelPendingSave();
    storage()?.removeItem(key);
    setRestored(null);
    const form = document.getElementById(formId);
    if (callbacks.current.onUndo) callbacks.current.onUndo();
    else if (form instanceof HTMLFormElement) fillForm(form, opened.current?.saved ?? []);
    // The Undo button goes with the notice: the focus goes to the form (once a remount has drawn it).
    requestAnimationFrame(() => focusFirstField(formId));
  }, [formId, key, cancelPendingSave]);
  /** Sent and saved (a form that stays on its page): no draft, no notice. */
  const clear = useCallback(() => {
    offerPending.current = false;
    settled.current = true;
    cancelPendingSave();
    storage()?.removeItem(key);
    setOffer(null);
    setRestored(null);
    setOfflineSend(0);
  }, [key, cancelPendingSave]);
  return { offer, restored, offlineSend, restore, discard, undo, clear };
}

export type FormDraft = ReturnType<typeof useFormDraft>;

const noticeClass =
  "flex flex-col gap-3 rounded-md border border-default bg-surface-muted p-3 text-sm sm:flex-row sm:items-center";

/** When a draft was written, in words. */
function draftTime(draft: Draft) {
  const at = new Date(draft.savedAt);
  return `${formatDate(at)}, ${formatTime(at)}`;
}

/**
 * Above the form: the draft put back (with Undo), or, when the person typed before the page was ready, the draft
 * offered (Restore draft, Discard). The words take the width they need, the buttons go below them on a phone.
 */
export function DraftNotice({
  draft,
  className = "mt-4",
}: {
  draft: FormDraft;
  /** Its margin (above the form by default). */
  className?: string;
}) {
  const { offer, restored, restore, discard, undo } = draft;
  if (restored) {
    return (
      <section aria-label="Unsent draft" className={cn(noticeClass, className)}>
        <p role="status" className="min-w-0 sm:flex-1">
          Your draft from {draftTime(restored)}, which was not sent, is back in the form.
        </p>
        <Button type="button" variant="outline" onClick={undo} className="self-start sm:self-auto">
          Undo
        </Button>
      </section>
    );
  }
  if (!offer) return null;
  return (
    <section aria-label="Unsent draft" className={cn(noticeClass, className)}>
      <p className="min-w-0 sm:flex-1">
        You have a draft from {draftTime(offer)} that was not sent. It is kept until you choose.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={restore}>
          Restore draft
        </Button>
        <Button type="button" variant="outline" onClick={discard}>
          Discard
        </Button>
      </div>
    </section>
  );
}

/**
 * Beside the form's button (place it right under the buttons): a send stopped because the network is gone, said
 * where the person pressed, brought into view and announced each time.
 */
export function OfflineNotice({ draft, className }: { draft: FormDraft; className?: string }) {
  const { offlineSend } = draft;
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (offlineSend > 0) notice.current?.scrollIntoView({ block: "nearest" });
  }, [offlineSend]);
  if (offlineSend === 0) return null;
  return (
    <p
      // A new element for each stopped send, so that it is announced again.
      key={offlineSend}
      ref={notice}
      role="alert"
      className={cn(
        "rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
        className,
      )}
    >
      You are offline, so nothing was sent. What you typed is kept on this device: send it again when you are
      back online.
    </p>
  );
}
