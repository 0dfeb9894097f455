// The CSP nonce of the document being rendered. entry.server provides it; in the browser it is ''
// (scripts are already running, and browsers hide nonce attributes from the DOM anyway).
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');

/** Nonce to put on every <script> the page renders. */
export function useNonce(): string {
  return useContext(NonceContext);
}
