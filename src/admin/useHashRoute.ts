import { useEffect, useState } from "react";
import { parseRoute, type Route } from "./routes";

/** The current hash route, following the browser's back and forward buttons and links. */
export function useHashRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(globalThis.location?.hash ?? ""));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    addEventListener("hashchange", update);
    return () => removeEventListener("hashchange", update);
  }, []);
  return route;
}
