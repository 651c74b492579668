import hooksHome from "../../eslint-rules/hooks-home.ts";
import { file, refusedWith, ruleTester } from "./rule-tester.ts";

const refused = refusedWith("home");

ruleTester.run("local/hooks-home", hooksHome, {
  valid: [
    file("app/hooks/use-article-search.ts", "export function useArticleSearch() { return null; }"),
    file("app/hooks/use-nonce.ts", "export const useNonce = () => undefined;"),
    // A component's own hook, not exported, stays with it.
    file("app/components/search/header-search.tsx", "function useOpen() { return false; }"),
    // Names that only start with "use" are not hooks.
    file("app/lib/browser/storage.ts", "export function user() { return 1; }"),
    file("app/lib/browser/storage.ts", "export const useful = 1;"),
  ],
  invalid: [
    // Where the search hook was before it moved to app/hooks/.
    refused(
      "app/components/search/use-article-search.ts",
      "export function useArticleSearch() { return null; }",
    ),
    refused("app/lib/browser/nonce.ts", "export const useNonce = () => undefined;"),
    refused("app/components/ui/toast.tsx", "export const useToast = function () { return null; };"),
  ],
});
