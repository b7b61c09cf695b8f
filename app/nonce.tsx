import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of this response; empty in the browser, where scripts already ran. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
