// The browser's entry to the card fields' chunk (registration-card.tsx). esbuild puts modules in
// chunks by the set of entries that reach them: an entry that reaches React but not the rest of
// Remix splits the shared framework chunk in two, one more file and 0.2 to 0.5 KB more on every
// page (measured, decision 0244). Remix is loaded long before this chunk, so naming it costs nothing.
import "@remix-run/react";
export { CardFields } from "./registration-card-fields";
