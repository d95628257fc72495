/**
 * The market microstructure picture: a limit order book drawn from a seeded book, its depth
 * chart (the quantity waiting at each price, added up away from the mid price: bids to the left in
 * teal, asks to the right in red), and trading agents above it sending orders to prices near the
 * mid, where trading happens.
 */
import { random, seedOf } from "./seeded";
import { svgFile } from "./draw";

const SIZE = { width: 640, height: 400 };
const CHART = { left: 40, right: 600, base: 340, top: 110 };
const COLOURS = {
  axis: "#334155",
  mid: "#475569",
  bid: "#22d3ee",
  bidFill: "#0e7490",
  ask: "#f87171",
  askFill: "#b91c1c",
  agent: "#e2e8f0",
  order: "#64748b",
  trade: "#fbbf24",
};

/** Price levels each side of the mid, nearest first. */
const LEVELS = 6;

export type Book = {
  /** The quantity resting at each level, nearest the mid first. */
  bids: number[];
  asks: number[];
  /** The levels the agents' orders go to: side and level (0 the best price). */
  orders: { side: "bid" | "ask"; level: number }[];
};

/** A book as a market's usually is: thin at the best prices, deeper further away. */
export function orderBook(seed = seedOf("Market Microstructure Simulation")): Book {
  const next = random(seed);
  const side = () =>
    Array.from({ length: LEVELS }, (_, level) => Math.round(20 * (1 + level * 0.7) * (0.6 + next() * 0.8)));
  const bids = side();
  const asks = side();
  const orders = Array.from({ length: 10 }, (_, i) => ({
    side: i < 5 ? ("bid" as const) : ("ask" as const),
    level: Math.floor(next() * next() * 3), // mostly at the best price
  }));
  return { bids, asks, orders };
}

/** The running totals away from the mid: what a depth chart shows. */
export const depth = (quantities: readonly number[]) =>
  quantities.reduce<number[]>((totals, q) => [...totals, (totals.at(-1) ?? 0) + q], []);

export function marketMicrostructureSvg(book: Book = orderBook()): string {
  const mid = (CHART.left + CHART.right) / 2;
  const step = (mid - CHART.left) / LEVELS;
  const bidDepth = depth(book.bids);
  const askDepth = depth(book.asks);
  const most = Math.max(bidDepth.at(-1)!, askDepth.at(-1)!);
  const height = (total: number) => Math.round(CHART.base - (total / most) * (CHART.base - CHART.top));
  /** The stepped outline from the mid outwards: each level's total, over its width. */
  const outline = (totals: number[], direction: 1 | -1) => {
    let d = `M${mid} ${CHART.base}`;
    totals.forEach((total, level) => {
      d += `V${height(total)}H${Math.round(mid + direction * step * (level + 1))}`;
    });
    return d;
  };
  const bidLine = outline(bidDepth, -1);
  const askLine = outline(askDepth, 1);
  const closed = (line: string, edge: number) => `${line}V${CHART.base}H${edge}z`;
  const agentsAt = book.orders.map((order, i) => {
    const onLeft = order.side === "bid";
    const x = Math.round(onLeft ? 100 + i * 45 : 370 + (i - 5) * 45);
    const y = i % 2 === 0 ? 64 : 48;
    // The order goes to the middle of its level, at the top of what already rests there.
    const direction = onLeft ? -1 : 1;
    const toX = Math.round(mid + direction * step * (order.level + 0.5));
    const toY = height((onLeft ? bidDepth : askDepth)[order.level]!) - 6;
    return { x, y, toX, toY };
  });
  return svgFile(
    SIZE.width,
    SIZE.height,
    "order-book.ts",
    `  <path d="M${CHART.left} ${CHART.base}h${CHART.right - CHART.left}" stroke="${COLOURS.axis}" stroke-width="2"/>
  <path d="M${mid} 60v${CHART.base - 60}" stroke="${COLOURS.mid}" stroke-width="2" stroke-dasharray="6 6"/>
  <path d="${closed(bidLine, mid)}" fill="${COLOURS.bidFill}" opacity=".55"/>
  <path d="${bidLine}" stroke="${COLOURS.bid}" stroke-width="3" fill="none"/>
  <path d="${closed(askLine, mid)}" fill="${COLOURS.askFill}" opacity=".5"/>
  <path d="${askLine}" stroke="${COLOURS.ask}" stroke-width="3" fill="none"/>
  <path d="${agentsAt.map((a) => `M${a.x} ${a.y}L${a.toX} ${a.toY}`).join("")}" stroke="${COLOURS.order}" stroke-width="1.5" fill="none"/>
  <g fill="${COLOURS.agent}">${agentsAt.map((a) => `<circle cx="${a.x}" cy="${a.y}" r="5"/>`).join("")}</g>
  <circle cx="${mid}" cy="${CHART.base - 12}" r="9" fill="${COLOURS.trade}"/>
`,
  );
}
