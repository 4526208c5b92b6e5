/**
 * Engineers said bare where the same message books them out to jobs: "whoever books the engineers
 * spends half the day re-arranging visits … ideally with a mobile app for the engineers". They are
 * the field engineers (field service and dispatch), not an engineering department; one that
 * designs, draws or is named as engineering ("applications engineering") stays.
 */

/** Words that name engineering's own work or the department itself. */
const ENGINEERING_OWN =
  /\bengineering\b|\bdesign\w*|\bdrawings?\b|\bCAD\b|\bR&D\b|\bprototyp\w*|\b(?:design|project|process|software|mechanical|electrical|applications?|sales|test|quality)\s+engineers\b/i;

/** The departments with engineering left out where the message's engineers are field service's. */
export function fieldEngineers(departments: string[], text: string): string[] {
  if (!departments.includes("engineering") || !departments.includes("field service and dispatch"))
    return departments;
  return ENGINEERING_OWN.test(text) ? departments : departments.filter((d) => d !== "engineering");
}
