import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  filesThatFit,
  type ImageUploadStatus,
  moveItem,
  summarizeUploads,
  type UploadsSummary,
} from "~/domain/image-list";
import { claimsPicture, NOT_A_PICTURE } from "~/domain/uploads";
import { uploadWithProgress } from "./upload-with-progress";

/** One image of the list: the record's own (a url), or a file chosen in this form on its way to one. */
export type ImageEntry = {
  id: string;
  name: string;
  /** The stored address: the record's own image, or a chosen file's once uploaded. */
  url: string | null;
  file: File | null;
  /** A chosen image's own pixels (an object URL), shown before and while it uploads. */
  preview: string | null;
  status: ImageUploadStatus;
  percent: number;
  error: string | null;
};

/** A chosen file that will not be used, with the reason (type, size, pixels, count): shown until dismissed. */
export type RefusedFile = { id: string; name: string; message: string };

export type ImageUploadsOptions = {
  endpoint: string;
  initialUrls: readonly string[];
  /** At most this many images in the list (a file past it is refused with `tooMany`). */
  max: number;
  tooMany: string;
  /**
   * The browser's early check of one file (the server checks again): the refusal, or null to send it. A file
   * that is not a picture at all never reaches it: it is refused with NOT_A_PICTURE.
   */
  check: (file: File) => string | null;
  /** Fields sent beside the file, from its place in the list (the project images endpoint's `existing`). */
  fields?: (index: number) => Record<string, string>;
  /** Said on a file when the request failed without an answer, and when the session has ended. */
  messages: { failed: string; loggedOut: string };
  /** Told when every queued file has had its answer: how many were stored, and the refusals' texts. */
  onBatchDone?: (uploaded: number, errors: string[]) => void;
  /** Only one image (an event's): a chosen file that passes the check replaces the one there. */
  single?: boolean;
};

/** Whether a chosen file may be previewed (decoding a huge or foreign file on a cheap phone is not). */
const previewable = (file: File, maxBytes: number) => file.type.startsWith("image/") && file.size <= maxBytes;
const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Images chosen for a form, uploaded at once: each chosen file joins the list and goes on its own request
 * (`uploadWithProgress`, one at a time, in the list's order), with its progress; a refused file leaves the
 * list with its reason; a failed one stays, to retry. The list can be reordered (the first is the cover).
 * The form keeps only the stored addresses (`done` entries' url) and saves them; `useSaveAfterUploads`
 * holds a save until the uploads in flight have their answers.
 */
export function useImageUploads(options: ImageUploadsOptions) {
  const latest = useRef(options);
  latest.current = options;
  const nextId = useRef(0);
  const newId = () => `image-${++nextId.current}`;
  const [entries, setEntries] = useState<ImageEntry[]>(() =>
    options.initialUrls.map((url, index) => ({
      id: `saved-${index}`,
      name: url.split("/").pop() ?? url,
      url,
      file: null,
      preview: null,
      status: "done",
      percent: 100,
      error: null,
    })),
  );
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  // The request on its way (one at a time), its abort, and a tick that wakes the queue when it ends.
  const active = useRef<{ id: string; controller: AbortController } | null>(null);
  const [tick, setTick] = useState(0);
  const batch = useRef({ uploaded: 0, errors: [] as string[] });
  // One image (`single`): the stored image a new choice replaces, kept until the new one is stored, so a file
  // the server refuses gives the old image back instead of leaving none.
  const replaced = useRef<ImageEntry[]>([]);
  const forgetReplaced = () => {
    for (const entry of replaced.current) if (entry.preview) URL.revokeObjectURL(entry.preview);
    replaced.current = [];
  };

  const update = useCallback((id: string, change: Partial<ImageEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  // The queue: the first file waiting its turn goes when nothing else is being sent.
  // (`tick` wakes it when a request ends.)
  useEffect(() => {
    if (active.current) return;
    const index = entries.findIndex((entry) => entry.status === "queued");
    const entry = entries[index];
    if (!entry?.file) {
      const done = batch.current;
      if (done.uploaded + done.errors.length > 0) {
        batch.current = { uploaded: 0, errors: [] };
        latest.current.onBatchDone?.(done.uploaded, done.errors);
      }
      return;
    }
    const controller = new AbortController();
    active.current = { id: entry.id, controller };
    update(entry.id, { status: "uploading", percent: 0, error: null });
    const { endpoint, fields, messages } = latest.current;
    uploadWithProgress(
      endpoint,
      { ...fields?.(index), file: entry.file },
      (percent) => update(entry.id, { percent }),
      messages.failed,
      controller.signal,
    ).then((answer) => {
      active.current = null;
      setTick((value) => value + 1);
      if (answer.ok) {
        batch.current.uploaded += 1;
        if (latest.current.single) forgetReplaced();
        update(entry.id, { status: "done", url: answer.url, percent: 100 });
      } else if (answer.aborted) {
        // Removed while it was being sent: already gone from the list.
      } else if (answer.retryable || answer.loggedOut) {
        const error = answer.loggedOut ? messages.loggedOut : answer.error;
        batch.current.errors.push(error);
        update(entry.id, { status: "failed", error });
      } else {
        // Refused by the server (its content, size or pixels): it leaves the list, with the reason.
        batch.current.errors.push(answer.error);
        const previous = latest.current.single ? replaced.current : [];
        replaced.current = [];
        setEntries((list) => [...list.filter((item) => item.id !== entry.id), ...previous]);
        if (entry.preview) URL.revokeObjectURL(entry.preview);
        setRefused((list) => [...list, { id: entry.id, name: entry.name, message: answer.error }]);
      }
    });
  }, [entries, tick, update]);

  // Leaving the page stops the request on its way and frees the previews.
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  useEffect(
    () => () => {
      active.current?.controller.abort();
      for (const entry of entriesRef.current) if (entry.preview) URL.revokeObjectURL(entry.preview);
    },
    [],
  );

  function add(files: readonly File[]) {
    const { check, max, tooMany, single } = latest.current;
    const refusals: RefusedFile[] = [];
    const accepted: ImageEntry[] = [];
    const refuse = (file: File, message: string) => {
      refusals.push({ id: newId(), name: file.name, message });
      batch.current.errors.push(message);
    };
    const passing = files.filter((file) => {
      // A file that is no picture at all is refused in the same words by every image field (and the server).
      const problem = claimsPicture(file) ? check(file) : NOT_A_PICTURE;
      if (problem) refuse(file, problem);
      return !problem;
    });
    const room = filesThatFit(passing.length, single ? 0 : entries.length, max);
    for (const file of passing.slice(room)) refuse(file, tooMany);
    for (const file of passing.slice(0, room)) {
      accepted.push({
        id: newId(),
        name: file.name,
        url: null,
        file,
        preview: previewable(file, PREVIEW_MAX_BYTES) ? URL.createObjectURL(file) : null,
        status: "queued",
        percent: 0,
        error: null,
      });
    }
    setRefused((list) => [...(single ? [] : list), ...refusals]);
    if (single && accepted.length > 0) {
      // The stored image stays aside until the new one is stored (see `replaced`); anything else goes.
      // (A replacement not yet stored is itself replaced: the image aside stays the stored one.)
      const stored = entries.filter((entry) => entry.status === "done");
      if (stored.length > 0) {
        forgetReplaced();
        replaced.current = stored;
      }
      for (const entry of entries) if (entry.status !== "done") release(entry);
      setEntries(accepted);
    } else if (accepted.length > 0) {
      setEntries((list) => [...list, ...accepted]);
    } else {
      setTick((value) => value + 1);
    }
  }

  function release(entry: ImageEntry) {
    if (active.current?.id === entry.id) active.current.controller.abort();
    if (entry.preview) URL.revokeObjectURL(entry.preview);
  }

  function remove(id: string) {
    const entry = entries.find((item) => item.id === id);
    if (entry) release(entry);
    // Removing the image means no image: the one it was replacing goes too.
    forgetReplaced();
    setEntries((list) => list.filter((item) => item.id !== id));
  }

  return {
    entries,
    refused,
    summary: summarizeUploads(entries.map((entry) => ({ status: entry.status, fromFile: !!entry.file }))),
    /** The stored addresses, in the list's order: what the form saves. */
    urls: entries.flatMap((entry) => (entry.status === "done" && entry.url ? [entry.url] : [])),
    add,
    remove,
    retry: (id: string) => update(id, { status: "queued", percent: 0, error: null }),
    move: (id: string, to: number) =>
      setEntries((list) =>
        moveItem(
          list,
          list.findIndex((entry) => entry.id === id),
          to,
        ),
      ),
    dismiss: (id: string) => setRefused((list) => list.filter((item) => item.id !== id)),
  };
}

/** No image chosen, none on its way: what a form holds before its image list reports. */
const NO_UPLOADS: UploadsSummary = { inFlight: 0, failed: 0, sent: 0, chosen: 0 };

/**
 * The form's copy of its image list's numbers, and the setter the list reports to. A report of the numbers the
 * form already holds (the list reports once as it mounts) keeps the same state, so the whole form is not drawn
 * again for nothing: that redraw, right after hydration, cost a slow phone a long task.
 */
export function useUploadsSummary() {
  const [uploads, setUploads] = useState<UploadsSummary>(NO_UPLOADS);
  const report = useCallback(
    (next: UploadsSummary) =>
      setUploads((current) =>
        current.inFlight === next.inFlight &&
        current.failed === next.failed &&
        current.sent === next.sent &&
        current.chosen === next.chosen
          ? current
          : next,
      ),
    [],
  );
  return [uploads, report] as const;
}

/**
 * A save that waits for its uploads: called in the form's submit handler once its own checks passed, it holds
 * the submit while uploads are in flight (`waiting`; the form submits itself when they have their answers)
 * and refuses it while one failed (`onBlocked`: say so and point at it). A save never goes without a chosen
 * image, and never before it is stored.
 */
export function useSaveAfterUploads(summary: UploadsSummary, onBlocked: () => void) {
  const [waiting, setWaiting] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const blocked = useRef(onBlocked);
  blocked.current = onBlocked;
  const { inFlight, failed } = summary;
  useEffect(() => {
    if (!waiting || inFlight > 0) return;
    setWaiting(false);
    if (failed > 0) blocked.current();
    else form.current?.requestSubmit();
  }, [waiting, inFlight, failed]);

  /** True when this submit is held (the caller returns): uploads in flight, or one failed. */
  function hold(event: FormEvent<HTMLFormElement>): boolean {
    if (summary.failed > 0) {
      event.preventDefault();
      setWaiting(false);
      blocked.current();
      return true;
    }
    if (summary.inFlight > 0) {
      event.preventDefault();
      form.current = event.currentTarget;
      setWaiting(true);
      return true;
    }
    return false;
  }
  return { waiting, hold };
}
