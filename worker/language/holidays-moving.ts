/**
 * Festivals whose day moves with another calendar (lunar, lunisolar): Diwali, the Chinese (lunar)
 * new year, Ramadan and the two Eids, Holi, Passover, Hanukkah, Rosh Hashanah. Each is written as
 * the prospect would ("before Diwali", "straight after Chinese New Year", "once Ramadan is over")
 * and kept by year as its first and last day, "MM-DD" (published calendars; Islamic dates are the
 * expected ones, a day either way). A year past the table reads as no date.
 */

interface Moving {
  said: string;
  days: Record<number, readonly [string, string]>;
}

const MOVING: Moving[] = [
  {
    said: "diwali|deepavali",
    days: {
      2026: ["11-08", "11-08"],
      2027: ["10-29", "10-29"],
      2028: ["10-17", "10-17"],
      2029: ["11-05", "11-05"],
      2030: ["10-26", "10-26"],
    },
  },
  {
    said: "chinese new year|lunar new year|cny",
    days: {
      2026: ["02-17", "02-17"],
      2027: ["02-06", "02-06"],
      2028: ["01-26", "01-26"],
      2029: ["02-13", "02-13"],
      2030: ["02-03", "02-03"],
    },
  },
  {
    // Ramadan ends with Eid al-Fitr.
    said: "ramadan|ramazan",
    days: {
      2026: ["02-18", "03-20"],
      2027: ["02-08", "03-10"],
      2028: ["01-28", "02-27"],
      2029: ["01-16", "02-14"],
      2030: ["01-06", "02-04"],
    },
  },
  {
    said: "eid al[- ]?adha|eid ul[- ]?adha|bakri eid|kurban bayram[ıi]?",
    days: {
      2026: ["05-27", "05-27"],
      2027: ["05-17", "05-17"],
      2028: ["05-05", "05-05"],
      2029: ["04-24", "04-24"],
      2030: ["04-13", "04-13"],
    },
  },
  {
    said: "eid al[- ]?fitr|eid ul[- ]?fitr|eid|hari raya aidilfitri|hari raya puasa|hari raya|lebaran",
    days: {
      2026: ["03-20", "03-20"],
      2027: ["03-10", "03-10"],
      2028: ["02-27", "02-27"],
      2029: ["02-14", "02-14"],
      2030: ["02-04", "02-04"],
    },
  },
  {
    said: "holi",
    days: {
      2026: ["03-04", "03-04"],
      2027: ["03-22", "03-22"],
      2028: ["03-11", "03-11"],
      2029: ["03-01", "03-01"],
      2030: ["03-20", "03-20"],
    },
  },
  {
    said: "passover|pesach",
    days: {
      2026: ["04-02", "04-09"],
      2027: ["04-22", "04-29"],
      2028: ["04-11", "04-18"],
      2029: ["03-31", "04-07"],
      2030: ["04-18", "04-25"],
    },
  },
  {
    said: "hanukkah|chanukah|hanukah",
    days: {
      2026: ["12-05", "12-12"],
      2027: ["12-25", "01-01"],
      2028: ["12-13", "12-20"],
      2029: ["12-02", "12-09"],
      2030: ["12-21", "12-28"],
    },
  },
  {
    said: "rosh hashanah|rosh hashana",
    days: {
      2026: ["09-12", "09-13"],
      2027: ["10-02", "10-03"],
      2028: ["09-21", "09-22"],
      2029: ["09-10", "09-11"],
      2030: ["09-28", "09-29"],
    },
  },
];

/** The names, for a pattern (word boundaries are the caller's). */
export const movingNames = MOVING.map((m) => m.said).join("|");

const NAMED = MOVING.map((m) => ({ ...m, re: new RegExp(`^(?:${m.said})$`, "i") }));

/**
 * A moving festival's first and last day in a year, as [month 0-11, day] each, or undefined when
 * `name` is none or the year is past the table. A last day before the first is the next year's.
 */
export function movingDays(
  name: string,
  year: number,
): readonly [[number, number], [number, number]] | undefined {
  const days = NAMED.find((m) => m.re.test(name))?.days[year];
  if (!days) return undefined;
  const [first, last] = days.map((d) => d.split("-").map(Number)) as [number[], number[]];
  return [
    [first[0]! - 1, first[1]!],
    [last[0]! - 1 + (last[0]! < first[0]! ? 12 : 0), last[1]!],
  ];
}
