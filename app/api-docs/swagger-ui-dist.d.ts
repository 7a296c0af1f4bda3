// The part of the renderer's browser bundle /api/docs uses (the package ships no types).
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  interface SwaggerUIOptions {
    url: string;
    domNode: HTMLElement;
    deepLinking?: boolean;
    docExpansion?: "list" | "full" | "none";
    defaultModelsExpandDepth?: number;
    validatorUrl?: string | null;
    syntaxHighlight?: { activated: boolean };
    onComplete?: () => void;
    // Each plugin gets the renderer's system and returns what it changes.
    plugins?: ((system: never) => object)[];
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}
