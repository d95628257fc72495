import type { ComponentType } from "react";
import { IslandBoundary } from "./IslandBoundary";

/**
 * Makes a component an island: what a page mounts with a client:* directive. Each island is its
 * own React root, so each has its own error boundary (see IslandBoundary).
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <IslandBoundary>
        <Component {...props} />
      </IslandBoundary>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
