import { describe, expect, it } from "vitest";
import { adminSupabaseSettings, EMBEDDED_PUBLISHABLE_KEY } from "./settings";

describe("admin supabase settings", () => {
  it("uses the embedded backend on the page's origin unless the build names a hosted project", () => {
    expect(adminSupabaseSettings({}, "https://kosmos.example")).toEqual({ url: "https://kosmos.example", key: EMBEDDED_PUBLISHABLE_KEY });
    expect(
      adminSupabaseSettings({ VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_abc" }, "https://x"),
    ).toEqual({ url: "https://abc.supabase.co", key: "sb_publishable_abc" });
  });
});
