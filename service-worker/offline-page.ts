/// <reference lib="dom" />
/**
 * The offline page's script (public/offline.html, built into offline.js by scripts/build-service-worker.ts):
 * lists the pages saved on this device, newest first, each with its title and when it was saved.
 */
import { OFFLINE_CACHES, SAVED_AT_HEADER } from "~/domain/offline";

const savedFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Kampala",
});

async function savedPages(): Promise<Array<{ href: string; title: string; savedAt: Date | null }>> {
  if (!("caches" in window)) return [];
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      const html = (await response?.text()) ?? "";
      const title = new DOMParser().parseFromString(html, "text/html").title || new URL(request.url).pathname;
      const saved = response?.headers.get(SAVED_AT_HEADER);
      const url = new URL(request.url);
      return { href: url.pathname + url.search, title, savedAt: saved ? new Date(saved) : null };
    }),
  );
  return pages.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
}

async function show() {
  const list = document.getElementById("saved-pages")!;
  const pages = await savedPages();
  document.getElementById("saved-empty")!.hidden = pages.length > 0;
  list.replaceChildren(
    ...pages.map((page) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = page.href;
      link.textContent = page.title;
      if (page.savedAt) {
        const when = document.createElement("small");
        when.textContent = `Saved ${savedFormat.format(page.savedAt)}`;
        link.append(when);
      }
      item.append(link);
      return item;
    }),
  );
}

document.getElementById("retry")?.addEventListener("click", () => window.location.reload());
// Back online, the page asked for opens by itself — unless the reader is already on the way to another page
// (Chromium may say "online" while a saved page opens offline; a reload then would take them back here).
let leaving = false;
window.addEventListener("beforeunload", () => {
  leaving = true;
});
window.addEventListener("online", () => {
  setTimeout(() => {
    if (!leaving && navigator.onLine) window.location.reload();
  }, 300);
});
void show();
