// Upgrades /api/docs once JavaScript runs: the renderer's styles and its chunk load, it renders the
// published document into `mount`, and `ready` turns true when it has (the page then hides its
// server-rendered guide and list, which the renderer shows in full). Without JavaScript none of
// this runs and the server-rendered page stands.
import { useEffect, useRef, useState } from "react";
import swaggerStyles from "swagger-ui-dist/swagger-ui.css";

/** Enough of the renderer's plugin interface to change two of its components. */
interface System {
  React: { createElement: (type: string, props: null, ...children: unknown[]) => unknown };
}

/**
 * Two of the renderer's components changed through its plugin interface, for axe's serious findings
 * (the page guards run axe): the deep link inside each operation's toggle button nested one
 * control in another (the button itself opens the operation and sets the deep link), and the
 * server picker offered one server, this one, in a select without a name.
 */
const accessiblePlugin = (system: System) => ({
  wrapComponents: {
    DeepLink:
      () =>
      ({ text }: { text: string }) =>
        system.React.createElement("span", null, text),
    ServersContainer: () => () => null,
  },
});

export function useSwagger(documentUrl: string) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const styles = Object.assign(document.createElement("link"), { rel: "stylesheet", href: swaggerStyles });
    document.head.appendChild(styles);
    void import("./swagger.client").then(({ SwaggerUIBundle }) => {
      if (!live || !mount.current) return;
      SwaggerUIBundle({
        url: documentUrl,
        domNode: mount.current,
        deepLinking: true,
        docExpansion: "none",
        defaultModelsExpandDepth: -1,
        // The public validator badge would call a third party; the document is linted in npm test.
        validatorUrl: null,
        plugins: [accessiblePlugin],
        // Plain examples: the highlighter's token colours fall short of AA on its dark background.
        syntaxHighlight: { activated: false },
        onComplete: () => live && setReady(true),
      });
    });
    return () => {
      live = false;
      styles.remove();
    };
  }, [documentUrl]);
  return { mount, ready };
}
