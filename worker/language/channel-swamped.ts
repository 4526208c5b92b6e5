/**
 * A channel swamped, not its people: "the website chat gets swamped every spring", "the phones
 * are flooded every Monday", "our inbox is overwhelmed in January". The volume coming in is why
 * now; people with no time to spare ("the branch managers are swamped") are a worry.
 */
const CHANNEL_SWAMPED =
  /\b(?:chat|live chat|inbox(?:es)?|phones?|phone lines|lines|website|site|email|mailbox|help ?desk|queue|switchboard|call cent(?:re|er)|service desk|ticket queue)\s+(?:\w+\s+)?(?:gets?|got|is|are|was|were|getting|goes|go)\s+(?:\w+\s+)?(?:swamped|slammed|overloaded|flooded|overwhelmed|hammered|inundated|snowed under)\b/i;

/** Whether a sentence says a channel is swamped (the volume), not its people. */
export const channelSwamped = (sentence: string) => CHANNEL_SWAMPED.test(sentence);
