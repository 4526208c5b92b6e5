import { visitorText } from "../contracts/clean-text";

/**
 * Text a visitor typed, as any channel shows it to a person (the alert email, Slack, Teams, the
 * prospect's confirmation email): nothing in it can be a link of their choosing. Mail clients,
 * Slack and Teams link URLs, "www.", bare host names and addresses on their own, so whatever
 * reads as one is broken in the threat-report way, still readable: "evil[.]example",
 * "https[:]//", "javascript[:]", "[@]" in a URL. Normalised first (`visitorText`: NFKC turns
 * "．", "․" and fullwidth letters into ASCII; invisible characters go), so a lookalike dot or a
 * zero-width space hides no host; applied again here for text stored before, and for what a
 * hosted model put in a roadmap. Each renderer then escapes it for its own format.
 *
 * What changes: a dot between a name and a label of two or more letters in any script or
 * punycode ("Node.js" reads "Node[.]js"; "e.g.", "U.S.", "3.5" stay), the ideographic full stop
 * "。" likewise before ASCII letters (a Chinese or Japanese sentence keeps its own), a dotted IPv4
 * address, a colon after a scheme-like word followed by anything but a space ("Note: hi" stays).
 * An email address keeps its "@" (sales read it) but its domain is broken like any host, so no
 * client makes it a mailto: link. Idempotent.
 */
export function inert(text: string): string {
  return visitorText(text)
    .replace(/\S+/g, urlAt)
    .replace(scheme, "$1[:]")
    .replace(ipv4, (ip) => ip.replaceAll(".", "[.]"))
    .replace(hostDot, "[.]");
}

// A character of a host name's label, in any script.
const LABEL = "[\\p{L}\\p{M}\\p{N}_-]";
const hostDot = new RegExp(
  `(?<=${LABEL})(?:\\.(?=xn--|\\p{L}[\\p{L}\\p{M}])|\\u3002(?=xn--|[A-Za-z]{2}))`,
  "giu",
);
const scheme = /(?<![\p{L}\p{N}+.-])([A-Za-z][A-Za-z0-9+.-]{0,31}):(?=\S)/gu;
const ipv4 = /(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}])/gu;

// An address on its own (within brackets or quotes, before punctuation) keeps its "@"; its dots
// may be broken already. No two neighbouring parts share a character: no backtracking.
const ADDRESS =
  /^[<("]*(?:[\p{L}\p{M}\p{N}._%+'-]|\[\.\])+@(?:[\p{L}\p{M}\p{N}.-]|\[\.\])+[>)"',;!?]*$/u;
/** "@" inside a run of non-space that is not an address alone (a URL's userinfo or query). */
const urlAt = (run: string) =>
  ADDRESS.test(run) ? run : run.replace(/(?<=[^\s[])@(?=[^\s\]])/g, "[@]");
