/**
 * The chaos engine's picture: the Lorenz system (σ 10, ρ 28, β 8/3), the textbook case of chaos,
 * integrated step by step; seen from its side (x against z) its path traces the butterfly, and it
 * crosses between the two wings at moments no pattern predicts. Around it, the agents of a model
 * as coloured dots: most calm, some stressed, a few failing.
 */
import { relativePath, svgFile, type Point } from "./draw";
import { random, seedOf } from "./seeded";

const SIZE = { width: 640, height: 400 };
const COLOURS = {
  left: "#22d3ee",
  right: "#60a5fa",
  grid: "#1e3a8a",
  calm: "#e2e8f0",
  stressed: "#fbbf24",
  failing: "#f87171",
};

type State = readonly [number, number, number];

/** The Lorenz system's rate of change at a state. */
function lorenz([x, y, z]: State): State {
  return [10 * (y - x), x * (28 - z) - y, x * y - (8 / 3) * z];
}

/** One fourth-order Runge-Kutta step of `dt`. */
function step(state: State, dt: number): State {
  const add = (a: State, b: State, k: number): State => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
  const k1 = lorenz(state);
  const k2 = lorenz(add(state, k1, dt / 2));
  const k3 = lorenz(add(state, k2, dt / 2));
  const k4 = lorenz(add(state, k3, dt));
  return state.map((v, i) => v + (dt / 6) * (k1[i]! + 2 * k2[i]! + 2 * k3[i]! + k4[i]!)) as unknown as State;
}

/** The path after it settles onto the attractor: `steps` states, `dt` apart. */
export function lorenzStates(steps = 2400, dt = 0.01): State[] {
  let state: State = [0.1, 0, 0];
  for (let i = 0; i < 1500; i++) state = step(state, dt); // the approach, not drawn
  const states: State[] = [];
  for (let i = 0; i < steps; i++) states.push((state = step(state, dt)));
  return states;
}

/** Where a state is drawn: x across (about ±20), z up (about 0 to 50). */
const onPanel = ([x, , z]: State): Point => [SIZE.width / 2 + x * 10, SIZE.height - 28 - z * 6.6];

/** The path split where it changes wing, each wing's pieces as one path. */
export function wings(states: readonly State[]): { left: Point[][]; right: Point[][] } {
  const left: Point[][] = [];
  const right: Point[][] = [];
  let current: Point[] = [];
  let side: "left" | "right" | null = null;
  for (const state of states) {
    const now = state[0] < 0 ? "left" : "right";
    if (now !== side) {
      if (side) current.push(onPanel(state)); // joined where it crosses
      current = [onPanel(state)];
      (now === "left" ? left : right).push(current);
      side = now;
    } else current.push(onPanel(state));
  }
  return { left, right };
}

/** The agents: seeded dots in the ring around the attractor, each calm, stressed or failing. */
export function agents(count = 28): { x: number; y: number; state: "calm" | "stressed" | "failing" }[] {
  const next = random(seedOf("Chaos-Driven Agent-Based Modelling"));
  const placed: { x: number; y: number; state: "calm" | "stressed" | "failing" }[] = [];
  while (placed.length < count) {
    const x = 36 + next() * (SIZE.width - 72);
    const y = 30 + next() * (SIZE.height - 60);
    // Outside the butterfly's outline (an ellipse round both wings), and apart from each other.
    const inside = ((x - 320) / 230) ** 2 + ((y - 205) / 175) ** 2 < 1;
    if (inside || placed.some((p) => Math.hypot(p.x - x, p.y - y) < 34)) continue;
    const roll = next();
    placed.push({
      x: Math.round(x),
      y: Math.round(y),
      state: roll < 0.62 ? "calm" : roll < 0.88 ? "stressed" : "failing",
    });
  }
  return placed;
}

export function chaosEngineSvg(): string {
  const { left, right } = wings(lorenzStates());
  // Every other state is drawn: the curve looks the same at half the bytes.
  const path = (pieces: Point[][]) =>
    pieces.map((piece) => relativePath(piece.filter((_, i) => i % 2 === 0 || i === piece.length - 1))).join("");
  const grid = [
    ...[80, 140, 200, 260, 320].map((y) => `M40 ${y}h560`),
    ...[100, 180, 260, 340, 420, 500, 580].map((x) => `M${x} 40v320`),
  ].join("");
  const dots = agents()
    .map(
      (agent) =>
        `<circle cx="${agent.x}" cy="${agent.y}" r="${agent.state === "calm" ? 5 : 6}" fill="${COLOURS[agent.state]}"/>`,
    )
    .join("");
  return svgFile(
    SIZE.width,
    SIZE.height,
    "lorenz.ts",
    `  <path d="${grid}" stroke="${COLOURS.grid}" stroke-width="1"/>
  <g fill="none" stroke-width="1.6" stroke-linejoin="round" stroke-opacity=".9">
    <path d="${path(left)}" stroke="${COLOURS.left}"/>
    <path d="${path(right)}" stroke="${COLOURS.right}"/>
  </g>
  <g>${dots}</g>
`,
  );
}
