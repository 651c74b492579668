import { parseArgs, type ParseArgsConfig } from "node:util";

/**
 * `parseArgs` that ends the script on words it cannot read: an unknown or misspelt option, a missing
 * value, a stray word. It prints what was wrong and the script's usage, and exits 1, before the script
 * touches a database or a server (a mistyped `--remote` must not quietly run against the local one).
 */
export function readArgs<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) throw error;
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(1);
  }
}
