import { useEffect, useRef, useState } from "react";
import { secondaryButtonClass } from "../ui/styles";
import type { OpenPdf } from "./pdf-pages";

/** Longer files are downloaded to be read: a CV or a proposal is a few pages. */
export const PREVIEW_PAGES = 20;
const WIDTH = 720;

type State =
  { status: "loading" } | { status: "failed" } | { status: "ready"; pdf: OpenPdf; texts: string[]; drawn: number };

/**
 * A PDF sent with an item, shown in the page: drawn by pdf.js from the bytes already fetched with
 * the staff session, nothing uploaded anywhere. Each page's text follows its picture for screen
 * readers (and is what a search in the page finds).
 */
export function PdfPreview({ file, name, onClose }: { file: Blob; name: string; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let open: OpenPdf | null = null;
    let cancelled = false;
    (async () => {
      try {
        const { openPdf } = await import("./pdf-pages");
        open = await openPdf(await file.arrayBuffer());
        if (cancelled) return void open.close();
        setState({ status: "ready", pdf: open, texts: [], drawn: 0 });
      } catch {
        if (!cancelled) setState({ status: "failed" });
      }
    })();
    return () => {
      cancelled = true;
      void open?.close();
    };
  }, [file]);

  const pdf = state.status === "ready" ? state.pdf : null;
  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    (async () => {
      const width = Math.min(WIDTH, frame.current?.clientWidth ?? WIDTH);
      const texts: string[] = [];
      for (let n = 1; n <= Math.min(pdf.pageCount, PREVIEW_PAGES) && !cancelled; n++) {
        const canvas = canvases.current[n - 1];
        if (!canvas) break;
        texts.push(await pdf.drawPage(n, canvas, width));
        if (!cancelled) setState({ status: "ready", pdf, texts: [...texts], drawn: n });
      }
    })().catch(() => !cancelled && setState({ status: "failed" }));
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  const shown = pdf ? Math.min(pdf.pageCount, PREVIEW_PAGES) : 0;
  return (
    <section aria-label={`Preview of ${name}`} className="mt-4 rounded-lg border border-line bg-surface p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {state.status === "loading" && "Opening the file…"}
          {state.status === "failed" && "This file could not be shown here: download it to read it."}
          {pdf &&
            (pdf.pageCount > PREVIEW_PAGES
              ? `The first ${PREVIEW_PAGES} of ${pdf.pageCount} pages: download it to read the rest.`
              : `${pdf.pageCount} ${pdf.pageCount === 1 ? "page" : "pages"}`)}
        </p>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          Close preview
        </button>
      </div>
      {/* Scrolled with the keyboard too: it takes focus (arrow keys and Page Down then scroll it). */}
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-label="Pages"
        className="max-h-[80vh] overflow-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <ol className="space-y-3">
          {Array.from({ length: shown }, (_, i) => (
            <li key={i}>
              <canvas
                ref={(element) => {
                  canvases.current[i] = element;
                }}
                aria-hidden="true"
                className="mx-auto max-w-full bg-white shadow"
              />
              <div className="sr-only">
                <h3>
                  Page {i + 1} of {pdf?.pageCount}
                </h3>
                <p className="whitespace-pre-wrap">{state.status === "ready" ? (state.texts[i] ?? "") : ""}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
