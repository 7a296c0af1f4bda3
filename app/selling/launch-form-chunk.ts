// The browser's entry to the launch form's chunk (launch-form-lazy.tsx). A module of its own on
// purpose: with launch-form.tsx itself as the dynamic entry, esbuild laid out the shared framework
// chunk in another order that compressed 0.7 KB worse on every page (measured, decision 0244).
export { LaunchForm } from "./launch-form";
