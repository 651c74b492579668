import { createContext } from "react";

/**
 * This response's script nonce while the server renders. In the browser it is undefined: scripts
 * that already ran needed it only once, and browsers hide nonce attributes from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);
