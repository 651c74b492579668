// `npm run dev`: the same local database as `npm start`, with Vite's hot reloading.
import { spawn } from "node:child_process";
import { prepareLocalDatabase } from "./lib/run.ts";
import { quietEnv } from "./lib/wrangler.ts";

prepareLocalDatabase("local");
const port = process.env.PORT ?? "5173";
const vite = spawn("npx", ["react-router", "dev", "--port", port], { stdio: "inherit", env: quietEnv });
vite.on("exit", (code) => process.exit(code ?? 0));
