/**
 * The model builder picture: the product's canvas showing a small model as data (its blocks, each
 * of a component kind from the palette, and the links between them), laid out the way the builder
 * lays out a model: each block in the column of its longest chain of inputs, a column's blocks
 * spread evenly down the canvas, each link a curve from its source's output port to its target's
 * input port. The palette on the left lists the kinds, in the colours the blocks wear.
 */
import { GROUND, svgFile, type Point } from "./draw";

const SIZE = { width: 640, height: 400 };
const PALETTE = { x: 24, y: 56, width: 128, height: 320 };
const CANVAS = { x: 184, y: 56, width: 432, height: 320 };
const BLOCK = { width: 112, height: 56 };

export const KINDS = {
  institution: { fill: "#1e3a8a", stroke: "#60a5fa" },
  market: { fill: "#134e4a", stroke: "#2dd4bf" },
  contagion: { fill: "#78350f", stroke: "#fbbf24" },
  indicator: { fill: "#4c1d95", stroke: "#a78bfa" },
} as const;
export type Kind = keyof typeof KINDS;

export type Model = { blocks: { id: string; kind: Kind }[]; links: [from: string, to: string][] };

/** The model on the canvas: banks and a funding market feed the contagion, which drives a stress indicator. */
export const MODEL: Model = {
  blocks: [
    { id: "banks", kind: "institution" },
    { id: "funding market", kind: "market" },
    { id: "contagion", kind: "contagion" },
    { id: "system stress", kind: "indicator" },
  ],
  links: [
    ["banks", "contagion"],
    ["funding market", "contagion"],
    ["contagion", "system stress"],
  ],
};

export type Placed = { id: string; kind: Kind; column: number; x: number; y: number };
export type Layout = { blocks: Placed[]; links: { from: Point; to: Point }[] };

/** Each block's column: the length of its longest chain of inputs (a model has no cycles). */
export function columns(model: Model): Map<string, number> {
  const column = new Map<string, number>();
  const of = (id: string): number => {
    const known = column.get(id);
    if (known !== undefined) return known;
    const inputs = model.links.filter(([, to]) => to === id).map(([from]) => of(from) + 1);
    const value = Math.max(0, ...inputs);
    column.set(id, value);
    return value;
  };
  for (const block of model.blocks) of(block.id);
  return column;
}

export function layout(model: Model = MODEL): Layout {
  const column = columns(model);
  const count = Math.max(...column.values()) + 1;
  const step = count > 1 ? (CANVAS.width - 2 * 16 - BLOCK.width) / (count - 1) : 0;
  const blocks = model.blocks.map((block): Placed => {
    const c = column.get(block.id)!;
    const inColumn = model.blocks.filter((other) => column.get(other.id) === c);
    const slot = CANVAS.height / inColumn.length;
    const centreY = CANVAS.y + slot * (inColumn.indexOf(block) + 0.5);
    return {
      ...block,
      column: c,
      x: Math.round(CANVAS.x + 16 + c * step),
      y: Math.round(centreY - BLOCK.height / 2),
    };
  });
  const placed = new Map(blocks.map((block) => [block.id, block]));
  const links = model.links.map(([from, to]) => {
    const source = placed.get(from)!;
    const target = placed.get(to)!;
    return {
      from: [source.x + BLOCK.width, source.y + BLOCK.height / 2] as const,
      to: [target.x, target.y + BLOCK.height / 2] as const,
    };
  });
  return { blocks, links };
}

export function modelBuilderSvg(model: Model = MODEL): string {
  const { blocks, links } = layout(model);
  const kinds = Object.entries(KINDS);
  const curve = ({ from: [x1, y1], to: [x2, y2] }: { from: Point; to: Point }) => {
    const middle = Math.round((x1 + x2) / 2);
    return `M${x1} ${y1}C${middle} ${y1} ${middle} ${y2} ${x2} ${y2}`;
  };
  const palette = kinds
    .map(([, { fill, stroke }], i) => {
      const y = PALETTE.y + 20 + i * 52;
      return `<rect x="${PALETTE.x + 14}" y="${y}" width="100" height="40" rx="8" fill="#0f1b33" stroke="#334155" stroke-width="2"/><rect x="${PALETTE.x + 26}" y="${y + 13}" width="14" height="14" rx="3" fill="${fill}" stroke="${stroke}" stroke-width="2"/><rect x="${PALETTE.x + 50}" y="${y + 15}" width="50" height="10" rx="5" fill="#475569"/>`;
    })
    .join("\n  ");
  const ports = links.flatMap(({ from, to }) => [from, to]);
  // The pointer rests on the palette's second kind, as if about to drag it onto the canvas.
  const [pointerX, pointerY] = [PALETTE.x + 96, PALETTE.y + 20 + 52 + 24];
  return svgFile(
    SIZE.width,
    SIZE.height,
    "model-builder.ts",
    `  <g fill="#cbd5e1" opacity=".6"><circle cx="40" cy="30" r="5"/><circle cx="58" cy="30" r="5"/><circle cx="76" cy="30" r="5"/></g>
  <rect x="${PALETTE.x}" y="${PALETTE.y}" width="${PALETTE.width}" height="${PALETTE.height}" rx="14" fill="#16264a"/>
  <rect x="${CANVAS.x}" y="${CANVAS.y}" width="${CANVAS.width}" height="${CANVAS.height}" rx="14" fill="#16264a"/>
  ${palette}
  <g fill="none" stroke="#94a3b8" stroke-width="3" stroke-linecap="round">
    ${links.map((link) => `<path d="${curve(link)}"/>`).join("")}
  </g>
  <g stroke-width="3">
    ${blocks.map((block) => `<rect x="${block.x}" y="${block.y}" width="${BLOCK.width}" height="${BLOCK.height}" rx="12" fill="${KINDS[block.kind].fill}" stroke="${KINDS[block.kind].stroke}"/>`).join("\n    ")}
  </g>
  <g fill="#e2e8f0" opacity=".6">${blocks.map((block) => `<rect x="${block.x + 16}" y="${block.y + 23}" width="${BLOCK.width - 40}" height="10" rx="5"/>`).join("")}</g>
  <g fill="#ffffff">${ports.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`).join("")}</g>
  <path d="M${pointerX} ${pointerY}l14 34 6-14 14-6z" fill="#ffffff" stroke="${GROUND}" stroke-width="2" stroke-linejoin="round"/>
`,
  );
}
