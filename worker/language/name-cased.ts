/**
 * A company's name typed all in lower case ("acme", "globex corp", "weber logistik gmbh"),
 * written as the name it is: each word capitalised, a legal form as it is registered ("GmbH",
 * "LLC", "plc"), the small words names are joined with left small ("bank of the west"). A name
 * with a capital anywhere ("iTrack", "DuPont", "Acme") is kept as typed.
 */
import { LEGAL_FORMS } from "./company-words";

/** The legal forms that are one plain word, by their lower case: "gmbh" → "GmbH". */
const forms = new Map(
  LEGAL_FORMS.split("|")
    .filter((f) => /^[A-Za-z]+$/.test(f))
    .map((f) => [f.toLowerCase(), f] as const),
);
const joiners = /^(?:&|and|of|the|de|du|des|la|le|van|von|der|den|da|do|di|del|y)$/;

export function nameCased(name: string): string {
  if (/\p{Lu}/u.test(name)) return name;
  const words = name.split(/\s+/);
  return words
    .map((word, i) => {
      const bare = word.replace(/\.$/, "");
      // A legal form ends a name: "acme sa" is Acme SA, "sa" inside a name is a word.
      if (i > 0 && i === words.length - 1 && forms.has(bare))
        return forms.get(bare)! + word.slice(bare.length);
      return i > 0 && joiners.test(word) ? word : capital(word);
    })
    .join(" ");
}

const capital = (word: string) => word.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
