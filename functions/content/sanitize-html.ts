// Content-page HTML is sanitised on save with the Workers-native HTMLRewriter (a real HTML
// tokenizer, so no parser dependency): allowlisted elements and attributes stay, dangerous
// elements go with their content, anything else is unwrapped to its text. Runs only in workerd.
import { DROPPED_ELEMENTS, isKeptAttribute, KEPT_ELEMENTS, RENAMED_ELEMENTS } from "./html-allowlist";
import { balanceTags } from "./html-balance";

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

// The project type-checks with the DOM library too, whose Element hides the rewriter's own type.
interface RewriterElement {
  tagName: string;
  readonly namespaceURI: string;
  readonly attributes: IterableIterator<string[]>;
  removeAttribute(name: string): unknown;
  remove(): unknown;
  removeAndKeepContent(): unknown;
}

const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function sanitizeHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        const el = element as unknown as RewriterElement;
        const name = el.tagName.toLowerCase();
        if (el.namespaceURI !== HTML_NAMESPACE || DROPPED_ELEMENTS.has(name)) {
          el.remove();
          return;
        }
        const target = RENAMED_ELEMENTS[name] ?? name;
        if (!KEPT_ELEMENTS.has(target)) {
          el.removeAndKeepContent();
          return;
        }
        if (target !== name) el.tagName = target;
        for (const [attr, value] of [...el.attributes]) {
          if (!isKeptAttribute(target, attr.toLowerCase(), value)) el.removeAttribute(attr);
        }
      },
    })
    .onDocument({
      // Text is passed through escaped, so no text (even raw text of an unwrapped element) can
      // turn back into markup once tags around it are removed.
      text(text) {
        if (text.text) text.replace(escapeText(text.text), { html: true });
      },
      comments(comment) {
        comment.remove();
      },
    });
  const response = rewriter.transform(new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
  return balanceTags(await response.text()).trim();
}
