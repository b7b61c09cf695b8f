/**
 * Draws the first page of a PDF payment proof on a canvas, in the browser, with pdf.js (pdfjs-dist). Loaded on
 * demand (a dynamic import from PdfProofPreview) when an administrator's review list shows a PDF proof, so
 * neither pdf.js nor its worker is part of any page's first load.
 *
 * Safe with an untrusted file: pdf.js only parses and paints (it has no JavaScript engine of its own; the PDF's
 * scripts, forms and annotations are never run or drawn here), `isEvalSupported: false` keeps it from
 * compiling fonts with `new Function` (our Content-Security-Policy forbids eval anyway), WebAssembly decoders
 * are off (no 'wasm-unsafe-eval'), and the worker is a file of our own build (/assets/…, 'self' under
 * script-src), never a CDN's.
 */
import { AnnotationMode, GlobalWorkerOptions, getDocument, VerbosityLevel } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws page 1 of the PDF at `href` into `canvas`, `cssWidth` CSS pixels wide (sharp on dense screens). */
export async function drawFirstPage(
  href: string,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<void> {
  const response = await fetch(href, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`the proof answered ${response.status}`);
  const data = new Uint8Array(await response.arrayBuffer());
  const task = getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
    // A photo inside the proof larger than 25 megapixels is left out rather than decoded.
    maxImageSize: 25_000_000,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const scale = (cssWidth * Math.min(window.devicePixelRatio || 1, 2)) / unscaled.width;
    const viewport = page.getViewport({ scale });
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport, annotationMode: AnnotationMode.DISABLE, background: "#ffffff" })
      .promise;
  } finally {
    await task.destroy();
  }
}
