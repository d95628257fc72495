import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Canonical URLs, Open Graph tags and the sitemap are absolute, so the origin is fixed at build time.
    __SITE_URL__: JSON.stringify(process.env.SITE_URL || "http://localhost:3000"),
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Keep small SVGs and icons inline; everything else gets a hashed file name.
    assetsInlineLimit: 2048,
  },
});
