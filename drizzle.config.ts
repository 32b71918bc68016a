import { defineConfig } from "drizzle-kit";

// Migrations are generated from db/schema and applied by wrangler (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema",
  out: "./db/migrations",
});
