import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Server-only packages stay external to the SSR bundle; Node loads them at run time.
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "pino"],
  },
});
