import type { ESLint } from "eslint";
import apiCallsHome from "./api-calls-home.ts";
import { formActionRule, formCheckedRule } from "./form-pipeline.ts";
import hooksHome from "./hooks-home.ts";
import layers from "./layers.ts";
import * as oneHome from "./one-home.ts";

/**
 * The project's own lint rules (`local/…` in eslint.config.js): checks of where code lives and how it is
 * written that no published plugin makes. Each rule has its tests in tests/lint/.
 */
const plugin: ESLint.Plugin = {
  meta: { name: "local" },
  rules: {
    layers,
    "hooks-home": hooksHome,
    "api-calls-home": apiCallsHome,
    "dateline-year": oneHome.datelineYear,
    base64: oneHome.base64,
    "read-time": oneHome.readTime,
    "vote-choice": oneHome.voteChoice,
    "button-classes": oneHome.buttonClasses,
    portrait: oneHome.portrait,
    "story-teaser": oneHome.storyTeaser,
    "schemas-are-zod": oneHome.schemasAreZod,
    "api-errors": oneHome.apiErrors,
    "api-handlers": oneHome.apiHandlers,
    "rss-builder": oneHome.rssBuilder,
    "form-action": formActionRule,
    "form-checked": formCheckedRule,
  },
};

export default plugin;
