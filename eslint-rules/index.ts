import type { ESLint } from "eslint";
import apiCallsHome from "./api-calls-home.ts";
import hooksHome from "./hooks-home.ts";
import layers from "./layers.ts";

/**
 * The project's own lint rules (`local/…` in eslint.config.js): checks of where code lives and how it is
 * written that no published plugin makes. Each rule has its tests in tests/lint/.
 */
const plugin: ESLint.Plugin = {
  meta: { name: "local" },
  rules: { layers, "hooks-home": hooksHome, "api-calls-home": apiCallsHome },
};

export default plugin;
