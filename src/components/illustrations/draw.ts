/**
 * What the illustrations drawn into files share: the panel's ground and frame, and paths written
 * small (whole pixels, each step relative to the last), since a picture of a few hundred points
 * would otherwise weigh more than the page that shows it.
 */

/** The dark ground of the site's figures (the home panel's, the banners'). */
export const GROUND = "#0f1b33";

export type Point = readonly [number, number];

/** A line through `points`, in whole pixels: "M x y" then "l dx dy" for each step that moves. */
export function relativePath(points: readonly Point[]): string {
  if (points.length === 0) return "";
  const whole = points.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  let [lastX, lastY] = whole[0]!;
  let d = `M${lastX} ${lastY}`;
  for (const [x, y] of whole.slice(1)) {
    if (x === lastX && y === lastY) continue;
    d += `l${x - lastX} ${y - lastY}`;
    [lastX, lastY] = [x, y];
  }
  return d;
}

/** An illustration's file: its size, where it is drawn from (said in the file), and what it holds. */
export function svgFile(width: number, height: number, source: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <!-- Drawn by npm run illustrations from src/components/illustrations/${source}: do not edit. -->
  <rect width="${width}" height="${height}" rx="24" fill="${GROUND}"/>
${body.trimEnd()}
</svg>
`;
}
