// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { island } from "./island";

afterEach(cleanup);

function Broken(): never {
  throw new Error("Cannot read the library's filters");
}

describe("an island", () => {
  it("renders its component", () => {
    const Greeting = island(({ name }: { name: string }) => <p>Hello {name}</p>);
    render(<Greeting name="Ada" />);
    expect(screen.getByText("Hello Ada")).toBeTruthy();
  });

  it("shows the spec's error screen with the message, in its own place, when its component fails", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Failing = island(Broken);
    render(
      <>
        <p>The rest of the page</p>
        <Failing />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Cannot read the library's filters")).toBeTruthy();
    expect(screen.getByText("The rest of the page")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
