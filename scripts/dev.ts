// `npm run dev`: the same local database as `npm start`, with Vite's hot reloading.
import { spawn } from "node:child_process";
import { step } from "./lib/run.ts";
import { quietEnv } from "./lib/wrangler.ts";

step(
  "Apply migrations to the local database",
  "npx",
  ["wrangler", "d1", "migrations", "apply", "DB", "--local"],
  {
    CI: "true",
  },
);
step("Load content into the local database", "node", ["scripts/load-content.ts"]);
const port = process.env.PORT ?? "5173";
const vite = spawn("npx", ["react-router", "dev", "--port", port], { stdio: "inherit", env: quietEnv });
vite.on("exit", (code) => process.exit(code ?? 0));
