/**
 * What a prospect's sign-off says they look after: "ops manager | planning, private hire &
 * workshop", "Head of Finance – AP, AR & payroll". The lines after a sign-off ("cheers", "Best
 * regards") are a signature: no reason or worry is read from them, and a role's line names the
 * areas of the business the person answers for, each in their words (lower case). Linear: the
 * message's last lines only.
 */

/** A sign-off on its line, the name maybe after it: "cheers", "Best regards,", "cheers kev marsh". */
const SIGN_OFF_LINE =
  /^\s*(?:[—–~-]+|(?:best(?: regards| wishes)?|kind regards|warm regards|regards|thanks|thank you|many thanks|cheers|ta|sincerely|all the best)[,!.]?(?:\s+(?!(?:for|to|you|again|so|a|in|all)\b)\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)?)\s*$/iu;
/** A role, then what it covers: "ops manager | planning, private hire & workshop". */
const ROLE_AREAS =
  /^\s*(?:[\p{L}&/ ]{0,30}\s)?(?:manager|director|head|lead|supervisor|coordinator|officer|controller|owner)(?:\s+of\s+[\p{L}& ]{1,30}?)?\s*[|:–—-]\s*(.{3,120})$/iu;
/** A line that closes the block: a company by its legal form. */
const LEGAL = /\b(?:ltd|limited|llc|inc|plc|gmbh|llp|pty)\b\.?/i;

/** Where a message's signature starts (the sign-off line's offset), if it has one near its end. */
export function signatureAt(text: string): number | undefined {
  const lines = text.split("\n");
  if (lines.length < 2) return undefined;
  let at = text.length;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 7); i--) {
    at -= lines[i]!.length + (i < lines.length - 1 ? 1 : 0);
    if (SIGN_OFF_LINE.test(lines[i]!)) return at;
  }
  return undefined;
}

/** The message without its signature block. */
export function withoutSignature(text: string): string {
  const at = signatureAt(text);
  return at === undefined ? text : text.slice(0, at);
}

/** The areas a signature's role line names, lower case: ["planning", "private hire", "workshop"]. */
export function signatureAreas(text: string): string[] {
  const at = signatureAt(text);
  if (at === undefined) return [];
  const areas: string[] = [];
  for (const line of text.slice(at).split("\n")) {
    if (LEGAL.test(line)) continue;
    const m = ROLE_AREAS.exec(line);
    if (!m) continue;
    for (const item of m[1]!.split(/\s*(?:,|&|\+|\/|\band\b)\s*/)) {
      const area = item.trim().toLowerCase();
      if (/^[\p{L}][\p{L} -]{1,30}$/u.test(area) && area.split(" ").length <= 3) areas.push(area);
    }
  }
  return areas;
}
