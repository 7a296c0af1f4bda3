// The request's CSP nonce for inline scripts (decision 0025). entry.server provides it around the
// render; on the client it is "" (browsers hide nonces from the DOM, so hydration sees "" too).
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
