/**
 * The writer's remit said as teams reporting to them: "Payroll and H&S report into me", "HR and
 * facilities sit under me", "IT falls under me too". Who they are, no reason for the project.
 */
const REMIT =
  /^\W*(?:and\s+|also\s+|so\s+)?(?:both\s+)?[\p{L}&/ ,'-]{2,60}?\s+(?:all\s+|both\s+)?(?:reports?|sits?|falls?|comes?)\s+(?:in(?:to)?\s+|to\s+|under\s+)(?:me|myself)\b(?:\s+(?:too|as well|now|directly))?\W*$/iu;

/** Whether a sentence says only which teams report to the writer. */
export const remitSaid = (sentence: string) => REMIT.test(sentence);
