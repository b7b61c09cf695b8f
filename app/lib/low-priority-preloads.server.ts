import { Transform, type TransformCallback } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

/**
 * The page's HTML with React Router's script preloads at low fetch priority, as React itself writes the
 * preloads of its bootstrap modules: on a slow network the stylesheet, the document and the largest image then
 * come first, and the scripts (which make the page interactive, not visible) follow, instead of sharing the
 * bandwidth with what the first paint waits for. `<Scripts>` has no option for it; the preloads are in the head
 * (React hoists them), so the rest of the page passes through untouched.
 */
export function lowPriorityScriptPreloads(): Transform {
  let pending = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      let text = Buffer.concat([pending, chunk]);
      const headEnd = text.indexOf(HEAD_END);
      // Up to the end of the head, or all but a tail that could be the start of a tag cut by the chunk's end.
      const safeEnd = headEnd >= 0 ? headEnd : Math.max(0, text.length - (PRELOAD.length - 1));
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = text.indexOf(PRELOAD); at >= 0 && at < safeEnd; at = text.indexOf(PRELOAD, from)) {
        parts.push(text.subarray(from, at), LOW_PRIORITY_PRELOAD);
        from = at + PRELOAD.length;
      }
      if (headEnd >= 0) {
        inHead = false;
        parts.push(text.subarray(from));
        pending = Buffer.alloc(0);
      } else {
        const keep = Math.max(from, safeEnd);
        parts.push(text.subarray(from, keep));
        pending = text.subarray(keep);
      }
      text = Buffer.concat(parts);
      callback(null, text.length > 0 ? text : undefined);
    },
    flush(callback: TransformCallback) {
      callback(null, pending.length > 0 ? pending : undefined);
    },
  });
}
