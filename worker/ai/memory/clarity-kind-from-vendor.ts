/**
 * A system said as a kind from its vendor ("we have a TMS from descartes", "a MES from Siemens",
 * "the WMS by Mintsoft"): one system, named as the trade names it ("Descartes TMS"), not the kind
 * alone nor the vendor alone. A kind being chosen ("looking at a WMS from Mintsoft") is no system
 * run today. Pure; one pattern over the text.
 */
import { plainWord } from "./clarity-plain-words";
import { tableSystemsIn } from "./clarity-platform-names";

/** A kind by its letters: in capitals ("TMS", "HRIS"), or typed in lower case ("wms", "mes"). */
const KIND =
  "(?:[A-Z]{1,3}MS|HRIS|EHR|PLM|MIS|POS|MRP|MES|(?:tms|wms|mes|pms|lms|dms|qms|cmms|eams|hris|mrp|plm|mis)(?![a-z]))";
/** The vendor after "from"/"by": one or two names, in capitals or typed in lower case. */
const VENDOR = String.raw`(\p{L}[\p{L}\d&.-]*(?:\s\p{Lu}[\p{L}\d&.-]*)?)`;
const FROM_VENDOR = new RegExp(
  String.raw`\b(?:an?|the|our|their)\s+(?:(?:old|new|legacy|cloud|hosted|separate|small)\s+)?(${KIND})\s+(?:system\s+|software\s+|package\s+)?(?:from|by|made by|supplied by|built by)\s+${VENDOR}`,
  "gu",
);

/** Words of choosing before the kind, within its clause: "looking at a WMS from Mintsoft". */
const CHOOSING =
  /\b(?:want\w*|need\w*|looking (?:at|for)|consider\w*|evaluat\w*|shortlist\w*|demo\w*|quot\w*|buy\w*|get|getting|implement\w*|choos\w*|pick\w*|select\w*|propos\w*|pitch\w*|recommend\w*|maybe|probably|or|new)\b[^,.;!?]*$/i;

/** A system said as a kind from its vendor, where the message says it. */
export interface KindFromVendor {
  /** "Descartes TMS": the vendor's name, then the kind's letters in capitals. */
  name: string;
  /** The tables' label for the kind ("manufacturing execution" for MES), left for the name. */
  kindLabels: string[];
  /** Where the message says it: from the kind's letters to the vendor's name's end. */
  start: number;
  end: number;
}

/** The systems `text` names as a kind from its vendor, run today or held (none being chosen). */
export function kindsFromVendors(text: string): KindFromVendor[] {
  if (!/\b(?:from|by)\b/i.test(text)) return [];
  const out: KindFromVendor[] = [];
  for (const m of text.matchAll(FROM_VENDOR)) {
    const vendor = m[2]!.replace(/[.]+$/, "");
    const first = vendor.split(" ")[0]!;
    const lower = /^\p{Ll}/u.test(first);
    const said = lower ? first[0]!.toUpperCase() + first.slice(1) : vendor;
    // "a WMS from the vendor", "a TMS from them": no name.
    if (plainWord(said) || (lower && (first.length < 3 || plainWord(first)))) continue;
    if (CHOOSING.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const kind = m[1]!.toUpperCase();
    const start = m.index + m[0].indexOf(m[1]!, m[0].search(/\s/));
    const end = m.index + m[0].length;
    out.push({ name: `${said} ${kind}`, kindLabels: tableSystemsIn(kind), start, end });
  }
  return out;
}
