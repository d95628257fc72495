import { describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY, supabaseSettings } from "./supabase";

describe("the site's Supabase settings", () => {
  it("default to the page's own origin and the embedded backend's fixed publishable key", () => {
    expect(LOCAL_PUBLISHABLE_KEY).toBe("sb_publishable_kosmos_embedded_local_0000");
    expect(supabaseSettings({} as ImportMetaEnv, "https://kosmos.example")).toEqual({
      url: "https://kosmos.example",
      key: LOCAL_PUBLISHABLE_KEY,
    });
  });

  it("use a hosted project's URL and publishable key when the build sets them", () => {
    const env = {
      VITE_SUPABASE_URL: "https://abc.supabase.co",
      VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_abc",
    } as ImportMetaEnv;
    expect(supabaseSettings(env, "https://kosmos.example")).toEqual({
      url: "https://abc.supabase.co",
      key: "sb_publishable_abc",
    });
  });

  it("ignore the legacy anon key variable", () => {
    const env = { VITE_SUPABASE_ANON_KEY: "eyJ.legacy" } as unknown as ImportMetaEnv;
    expect(supabaseSettings(env, "https://kosmos.example").key).toBe(LOCAL_PUBLISHABLE_KEY);
  });
});
