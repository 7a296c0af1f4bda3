// The launch form for the server's render only: the browser build leaves `.server` modules empty,
// so importing it through here keeps conform and the field kit out of the seller's detail chunk
// (see launch-form-lazy.tsx).
export { LaunchForm } from "./launch-form";
