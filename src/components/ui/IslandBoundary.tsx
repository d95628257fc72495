import { Component, type ErrorInfo, type ReactNode } from "react";

type State = { error: unknown };

/**
 * Every island's outermost component. An island that throws while rendering shows the spec's
 * error screen in its own place ('Unexpected Application Error!' with the message, spec §8)
 * while the rest of the prerendered page stays readable.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unexpected Application Error!", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <section role="alert" className="mx-auto max-w-3xl px-6 py-12">
        <h2 className="text-3xl font-bold">Unexpected Application Error!</h2>
        <p className="mt-4 text-lg text-muted">{message}</p>
      </section>
    );
  }
}
