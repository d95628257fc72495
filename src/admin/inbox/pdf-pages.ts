/**
 * A PDF read in the browser with pdf.js, page by page, for the inline preview: the bytes the staff
 * session fetched (never sent anywhere else), parsed in pdf.js's own worker, drawn on a canvas.
 * Loaded only when someone asks for a preview: the back office's first load does not carry it.
 * No fonts, maps or WebAssembly are fetched from anywhere (pdf.js draws without them).
 */
import { getDocument, GlobalWorkerOptions } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export type OpenPdf = {
  pageCount: number;
  /** Draws one page (from 1) at this CSS width and gives its text, for those who cannot see the canvas. */
  drawPage: (n: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<string>;
  close: () => Promise<void>;
};

export async function openPdf(bytes: ArrayBuffer): Promise<OpenPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), enableXfa: false, useWasm: false, stopAtErrors: false });
  const pdf = await task.promise;
  return {
    pageCount: pdf.numPages,
    async drawPage(n, canvas, cssWidth) {
      const page = await pdf.getPage(n);
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / unscaled.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
      const content = await page.getTextContent();
      return content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("")
        .trim();
    },
    close: () => task.destroy(),
  };
}
