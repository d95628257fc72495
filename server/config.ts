import { resolve } from "node:path";
import { z } from "zod";

/**
 * The Supabase CLI's well-known local development secret (DESIGN §4): with it the CLI's
 * published local anon and service keys work unchanged. Never accepted in production.
 */
export const DEV_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    SITE_URL: z.url().default("http://localhost:3000"),
    DATA_DIR: z.string().min(1).default("./data"),
    BUILD_DIR: z.string().min(1).default("./build/client"),
    DATABASE_URL: z.string().startsWith("postgres").optional(),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").default(DEV_JWT_SECRET),
    REDIS_URL: z.string().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((env) => !(env.NODE_ENV === "production" && env.JWT_SECRET === DEV_JWT_SECRET), {
    message: "JWT_SECRET must be set to a secret of your own when NODE_ENV=production",
    path: ["JWT_SECRET"],
  });

export type Config = Omit<z.infer<typeof schema>, "DATA_DIR" | "BUILD_DIR"> & {
  /** Absolute paths. */
  DATA_DIR: string;
  BUILD_DIR: string;
};

/** Reads and validates the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR), BUILD_DIR: resolve(parsed.data.BUILD_DIR) };
}
