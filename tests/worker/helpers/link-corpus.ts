/**
 * Strings a visitor may type to get a link of their choosing in front of sales or into the
 * site's own email to a prospect, and a check, written apart from the code under test, of what a
 * mail client, Slack or Teams would turn into a link. Pure: the unit and the Worker tests share it.
 */
export const linkCorpus = [
  // A host in the userinfo, an address in the query.
  "https://clarity-readiness.com@evil.example",
  "https://evil.example/reset?u=you@corp.com",
  "user:hunter2@evil.example",
  // Dots that are not ASCII: fullwidth, ideographic, halfwidth ideographic, one-dot leader, small.
  "evil\uFF0Eexample",
  "evil\u3002example/login",
  "evil\uFF61example",
  "evil\u2024example",
  "evil\uFE52example",
  // Letters that are not ASCII: IDN, punycode, fullwidth, enclosed, mathematical bold.
  "\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444",
  "m\u00FCnchen-login.example",
  "xn--e1afmkfd.xn--p1ai",
  "\uFF48\uFF54\uFF54\uFF50\uFF53\uFF1A\uFF0F\uFF0F\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45",
  "\u24D4\u24E5\u24D8\u24DB.\u24D2\u24DE\u24DC",
  "\u{1D41E}\u{1D42F}\u{1D422}\u{1D425}.\u{1D41C}\u{1D428}\u{1D426}",
  // Invisible characters inside a host.
  "www\u200B.evil.example",
  "evil\u00AD.example",
  "evil.\u2060example",
  // Bare domains.
  "evil.example",
  "login.microsoftonline.com.evil.example/path",
  "Visit EVIL.EXAMPLE today",
  "(see evil.zip)",
  "www.evil",
  // Schemes that run something or mean something.
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  "mailto:ceo@evil.example",
  "hxxp://evil.example/payload",
  "ftp://evil.example/file",
  "https:\\\\evil.example",
  "//evil.example/path",
  // An address, an IP, brackets, Markdown, a port.
  "ceo@evil.example",
  "<https://evil.example/login>",
  "http://192.0.2.7:8080/admin",
  "192.0.2.7",
  "[Reset your password](https://evil.example)",
  "evil.example:8443/login",
] as const;

/** Characters that must never survive: zero-width, bidi marks and controls, BOM, soft hyphen. */
export const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF]/u;

/** A text with its kept joiners: ZWJ inside emoji, ZWNJ inside a Persian word. */
export const JOINED = {
  emoji: "\u{1F469}\u200D\u{1F4BB}",
  persian: "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",
};

// What a linkifier acts on, in the output: a scheme with "//" (or backslashes, which browsers
// read alike), a scheme that runs or addresses something, "www.", a host (an ASCII dot before a
// label of two letters in any script or punycode; an ideographic or fullwidth one, which browsers
// take for a dot in a host, before ASCII letters), a dotted IPv4 address, an "@" in a URL.
const linkShapes = [
  /[a-z][a-z0-9+.-]*:[/\\]{2}/giu,
  /(?<![\p{L}\p{N}])(?:javascript|data|vbscript|mailto|file|tel|sms|ftp|https?):/giu,
  /www[.\u3002\uFF0E\uFF61]/giu,
  /[\p{L}\p{N}\p{M}_-][.\u2024\uFE52](?:xn--|\p{L}[\p{L}\p{M}])/giu,
  /[\p{L}\p{N}\p{M}_-][\u3002\uFF0E\uFF61](?:xn--|[a-z]{2})/giu,
  /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/gu,
  /[/:][^\s[]*@/gu,
];

/** Every part of `text` a mail client, Slack or Teams would make a link of (empty: none). */
export const linkablesIn = (text: string): string[] =>
  linkShapes.flatMap((shape) => [...text.matchAll(shape)].map((m) => m[0]));
