import { describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY } from "../../server/keys/publishable";
import { LOCAL_PUBLISHABLE_KEY } from "../../src/lib/supabase";

// The server never imports the site and the site ships no server code, so the one public key
// both must know is written twice; this is where the two are held to each other.
describe("the publishable key", () => {
  it("the site ships is the one the embedded server accepts", () => {
    expect(LOCAL_PUBLISHABLE_KEY).toBe(PUBLISHABLE_KEY);
  });
});
