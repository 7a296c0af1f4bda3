// A form's submit button, disabled while the page is sending a form (a second click would post it
// twice). Without JavaScript it is a plain submit button.
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export function SubmitButton({ children, className = "button" }: { children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  return (
    <button type="submit" className={className} disabled={navigation.state === "submitting"}>
      {children}
    </button>
  );
}
