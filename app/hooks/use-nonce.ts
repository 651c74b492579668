import { useContext } from "react";
import { NonceContext } from "~/lib/browser/nonce";

/** This response's script nonce while the server renders; undefined in the browser (see NonceContext). */
export const useNonce = () => useContext(NonceContext);
