/**
 * A place is no company (docs/decisions/033): "I'm from Leeds", "Sam from Glasgow here", "based
 * out of Lisbon" name where the prospect is, not whom they work for. A name is a place when the
 * whole of it is a country, region or language (CLDR, places.ts), a city the runtime's time zones
 * are named after ("Europe/Lisbon", "America/Chicago") or a city that points at a country's phone
 * plan (phones.ts) — no second list of places is kept here.
 */
import { placeCountry } from "./phones";
import { placesIn } from "./places";

let cities: Set<string> | undefined;
/** The cities of the IANA time zones, lower case: "lisbon", "new york", "chicago". */
function zoneCities(): Set<string> {
  if (cities) return cities;
  cities = new Set();
  // Absent on a runtime without the full ICU data: the other two readings still hold.
  const zones = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  for (const zone of zones?.("timeZone") ?? [])
    cities.add(
      zone
        .slice(zone.lastIndexOf("/") + 1)
        .replaceAll("_", " ")
        .toLowerCase(),
    );
  return cities;
}

/** Whether `name`, as a whole, names a place rather than an organisation. */
export function isPlaceName(name: string): boolean {
  const n = name.trim().replace(/[.!,]+$/, "");
  if (!n || n.split(/\s+/).length > 3) return false;
  if (zoneCities().has(n.toLowerCase()) || placeCountry(n)) return true;
  const named = placesIn(n);
  return named.length === 1 && named[0] === n.toLowerCase();
}
