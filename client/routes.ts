import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("who", "routes/who.tsx"),
  route("why", "routes/why.tsx"),
  route("how", "routes/how.tsx"),
  route("about", "routes/about.tsx"),
  route("trust", "routes/trust.tsx"),
  route("clarity", "routes/clarity.tsx"),
  route("solution", "routes/solution.tsx"),
  route("what-changed", "routes/what-changed.tsx"),
  route("use-cases", "routes/use-cases.tsx"),
  route("outcomes", "routes/outcomes.tsx"),
  route("investment", "routes/investment.tsx"),
  route("faq", "routes/faq.tsx"),
  route("try", "routes/try.tsx"),
  route("ai-readable", "routes/ai-readable.tsx"),
  route("rfp", "routes/rfp.tsx"),
  route("spec-document", "routes/spec-document.tsx"),
  route("working-prototype", "routes/working-prototype.tsx"),
  route("llms.txt", "routes/llms-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  // Sales only, filled in the browser: not prerendered, not in the sitemap or navigation.
  route("inbox", "routes/inbox.tsx"),
  route("inbox/:leadId", "routes/inbox-lead.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
