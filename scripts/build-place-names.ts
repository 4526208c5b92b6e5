/**
 * Writes `worker/language/place-names.json`: the English names of countries and languages from
 * the CLDR data of the Node that runs it (`Intl.DisplayNames`), for the place reader
 * (worker/language/places.ts). Committed, like the site index: the Worker then reads the same
 * names in every runtime without loading CLDR's display names at its first question (about
 * 17 ms). Run again (`node scripts/build-place-names.ts`) to take a newer CLDR's names.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const letters = "abcdefghijklmnopqrstuvwxyz";
const region = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const language = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const names = new Set<string>();
const add = (name: string | undefined) => {
  if (!name || /pseudo|unknown|outlying|united nations|^world$/i.test(name)) return;
  const plain = name.replace(/\s*\(.*\)$/, "").toLowerCase();
  if (plain.length >= 4) names.add(plain);
};
for (const a of letters)
  for (const b of letters) {
    add(region.of(`${a}${b}`.toUpperCase()));
    const lang = language.of(`${a}${b}`);
    if (lang !== `${a}${b}`) add(lang);
  }
const out = fileURLToPath(new URL("../worker/language/place-names.json", import.meta.url));
writeFileSync(out, `${JSON.stringify([...names].sort())}\n`);
console.log(`${names.size} place and language names → worker/language/place-names.json`);
