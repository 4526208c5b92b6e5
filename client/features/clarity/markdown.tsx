import ReactMarkdown from "react-markdown";
import { site } from "../../../content/site";

const allowed = ["p", "ul", "ol", "li", "strong", "em", "a", "code", "br"];

/** Where a link in a reply may go: a path on this site, or the booking page. Nothing else. */
export function linkTarget(href: string | undefined): "internal" | "booking" | null {
  if (!href) return null;
  // "//host" is another site, not a path.
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return "internal";
  if (href === site.calendarUrl) return "booking";
  return null;
}

const linkClass = "font-medium underline underline-offset-2";

/**
 * Light Markdown from the model (paragraphs, lists, bold, links). Raw HTML is never rendered: it
 * is skipped, so `<img onerror>` cannot reach the DOM. Links become real links only to this
 * site's pages and to the booking page (in a new tab, without opener or referrer); any other link
 * stays text. react-markdown's `node` prop is dropped, never spread onto the DOM.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown
      skipHtml
      allowedElements={allowed}
      unwrapDisallowed
      components={{
        p: ({ node: _node, ...props }) => <p className="[&:not(:first-child)]:mt-2" {...props} />,
        ul: ({ node: _node, ...props }) => (
          <ul className="mt-2 list-disc space-y-1 pl-5" {...props} />
        ),
        ol: ({ node: _node, ...props }) => (
          <ol className="mt-2 list-decimal space-y-1 pl-5" {...props} />
        ),
        li: ({ node: _node, ...props }) => <li {...props} />,
        em: ({ node: _node, ...props }) => <em {...props} />,
        code: ({ node: _node, ...props }) => <code {...props} />,
        strong: ({ node: _node, ...props }) => <strong className="font-semibold" {...props} />,
        a: ({ href, children }) => {
          const target = linkTarget(href);
          if (target === "internal")
            return (
              <a href={href} className={linkClass}>
                {children}
              </a>
            );
          if (target === "booking")
            return (
              <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {children}
              </a>
            );
          return <span>{children}</span>;
        },
      }}
    >
      {text}
    </ReactMarkdown>
  );
}
