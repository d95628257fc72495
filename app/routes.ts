import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./config/pages";

export default [
  ...pages.map((p) => (p.path === "/" ? index(p.file) : route(p.path.slice(1), p.file))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
