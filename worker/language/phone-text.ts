/**
 * A stored phone (E.164) as a person reads it back: "+447700900123" → "+44 7700 900123"
 * (libphonenumber-js, the library `phones.ts` reads numbers with).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export const phoneText = (e164: string): string =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
