import { describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY } from "../../server/keys/publishable";
import { LOCAL_PUBLISHABLE_KEY, supabaseSettings } from "./supabase";

describe("the site's Supabase settings", () => {
  it("ship the embedded server's publishable key, never a JWT", () => {
    expect(LOCAL_PUBLISHABLE_KEY).toBe(PUBLISHABLE_KEY);
    expect(supabaseSettings({} as ImportMetaEnv, "https://kosmos.example")).toEqual({
      url: "https://kosmos.example",
      key: PUBLISHABLE_KEY,
    });
  });

  it("point at a hosted project when the build names one", () => {
    const env = { VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_abc" } as ImportMetaEnv;
    expect(supabaseSettings(env, "https://kosmos.example")).toEqual({ url: "https://abc.supabase.co", key: "sb_publishable_abc" });
  });
});
