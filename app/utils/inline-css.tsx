// The page's own stylesheets written into its first HTML (decision 0259). entry.server provides the
// CSS around the render; in the browser the context is "" and React keeps the server's text, since
// hydration never rewrites an element's inner HTML, so the client bundle carries no CSS.
import { createContext, useContext } from "react";

export const InlineCssContext = createContext("");

/** The page's stylesheets as one <style>, before the <link>s it stands in for. */
export function InlineStyles() {
  const css = useContext(InlineCssContext);
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
