import ReactMarkdown from "react-markdown";

const allowed = ["p", "ul", "ol", "li", "strong", "em", "a", "code", "br"];

/**
 * Light Markdown from the model (paragraphs, lists, bold). Raw HTML is never rendered: it is
 * skipped, so `<img onerror>` cannot reach the DOM; links get safe targets.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown
      skipHtml
      allowedElements={allowed}
      unwrapDisallowed
      components={{
        p: (props) => <p className="[&:not(:first-child)]:mt-2" {...props} />,
        ul: (props) => <ul className="mt-2 list-disc space-y-1 pl-5" {...props} />,
        ol: (props) => <ol className="mt-2 list-decimal space-y-1 pl-5" {...props} />,
        strong: (props) => <strong className="font-semibold" {...props} />,
        a: ({ href, children }) => (
          <a
            href={href}
            className="font-medium underline underline-offset-2"
            {...(href?.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
          >
            {children}
          </a>
        ),
      }}
    >
      {text}
    </ReactMarkdown>
  );
}
