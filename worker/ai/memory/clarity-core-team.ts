/**
 * The core team said as the people on it: "core team would be me, Priya from finance and our ops
 * lead Tom", "on our side it'd be me, Sofia in accounts and Raj", "the core team is me (IT
 * manager), our CFO Dana and two branch managers", "just me and my business partner". The list
 * after the cue is counted item by item — each a person, or as many as a figure says ("two branch
 * managers") — whatever words name them. Number words are figures first (the language module).
 */
import { figures } from "../../language/numbers";

/** Words that open the list of the people on the project's side. */
const CUE =
  /\b(?:(?:core|project|implementation|simulation|the|our)\s+team\s+(?:for (?:this|it|the project)\s+)?(?:would|will|could|'d)\s+be|(?:core|project|implementation|simulation)\s+team\s*(?:is\b|=|:)|(?:on|from)\s+our\s+(?:side|end),?\s+(?:it\s+)?(?:would|will|'d|'ll)\s+be|(?:on|from)\s+our\s+(?:side|end),?\s+it'?s|(?:on|from)\s+our\s+(?:side|end)\s*[:—–-]|(?:we|i)\s+(?:could|can|would|will|'d|'ll)\s+(?:free up|spare|dedicate|assign|second|lend|put forward|put in)|(?:it|that)(?:'d| would| will|'ll) be|(?:it'?s|it is)\s+(?:literally\s+|really\s+|basically\s+)?just|(?:we|i)(?:'d| would| will|'ll)\s+(?:want to\s+|like to\s+)?(?:involve|include)|(?:project|work|simulation|implementation|it|this)\s+(?:(?:would|will|could|is going to|'d|'ll)\s+be|to be)\s+(?:led|run|driven|headed(?:\s+up)?|owned|staffed)\s+by|(?:core|project|implementation)\s+team\s+(?:would|will|'d|'ll)\s+(?:consist of|be made up of|comprise|include))\s+|\b(?:in|on)\s+(?:the|our)\s+(?:core|project|implementation)\s+team,?\s+(?:we|there)(?:'d| would| will|'ll| are| is)(?:\s+be)?\s+|(?:^|[.;!?]\s+)(?:the\s+|our\s+)?(?:core\s+|project\s+)?team\s*(?::|=|—|–|-\s)\s*/i;

/** "just me and my business partner", "me plus two from ops": the speaker and who they name. */
const JUST_ME =
  /\b(?:just|only)\s+(?:me|myself)(?:\s*\([^)]{1,40}\))?\s+and\s+|^\W*(?:me|myself)(?:\s*\([^)]{1,40}\))?(?:\s+(?:plus|and)\b|\s*,)\s+/i;

/** An item that names a person: the speaker, a role, or a count of people; or a name (`NAME`). */
const PERSON =
  /^(?:me|myself|i)$|^\d{1,2}$|\b(?:manager|lead|director|controller|head|analyst|partner|founder|co-founder|owner|cfo|ceo|coo|cto|cio|md|accountant|engineer|admin|assistant|coordinator|planner|supervisor|boss|colleague|person|someone|guy|clerk|officer|specialist|developer|architect|contractor|consultant|freelancer|rep|buyer|wife|husband|son|daughter|brother|sister)s?\b|^\d+\s+(?:from|in|of|people|folks|others?)\b/i;
const NAME = /\b\p{Lu}\p{Ll}+/u;
/** A title by its initials ("the GM", "our FD", "the COLP"): a person, whatever the trade. */
const INITIALS = /^(?:the|our|my)\s+\p{Lu}{2,5}s?$/u;
/** The speaker, in a list: the others beside them are people too ("me, the COLP and our head of X"). */
const SPEAKER = /^(?:me|myself|i)$/i;
/** An item said as one of ours, a determiner then a few words ("our revenue manager", "the GM"). */
const OURS = /^(?:the|our|my)\s+\S+(?:\s+\S+){0,3}$/i;

/** People given to the project by a count: "we could put 3 people on this", "spare two people". */
const GIVEN =
  /\b(?:put|spare|free up|dedicate|commit|assign|give|lend|second)\s+(?:about\s+|around\s+|maybe\s+|probably\s+)?(\d{1,2})\s+(?:people|persons|staff|folks|of us|heads|ftes?|colleagues)\b/i;

/** "Probably 4 on the core team", "we have 4 for the core team": a figure for it, before it. */
const FIGURE_ON =
  /\b(\d{1,2})\s+(?:people\s+|of us\s+|folks\s+|staff\s+)?(?:on|for|in)\s+(?:the\s+|our\s+)?(?:core|project)\s+team\b(?!\s+(?:is|are|would|will)\b)/i;

/** "My ops manager and I would be the core team": the list, then the cue. */
const LIST_THEN_CUE =
  /(?:^|[.;!?]\s+)([^.;!?]{3,80}?)\s+(?:would|will|could|'d|'ll)\s+(?:be\s+(?:the\s+)?(?:core|project)\s+team|(?:lead|run|drive|own|head up|front)\s+(?:it|this|the project|the work))\b/i;

/** The speaker said after the cue: "… would be the core team with me", "…, and me of course". */
const WITH_ME =
  /^\s*,?\s*(?:with|and|plus|alongside|together with|besides)\s+(?:me|myself)(?:\s+of course)?\s*(?:[.,;!?)]|$)/i;

/** One who may look in at the end: "maybe the CEO for the final session", "perhaps the MD to sign off". */
const APPROVER_AT_END =
  /^(?:maybe|perhaps|possibly|optionally)\b[^,]*\b(?:end|final|last|sign[- ]?off|signs? off|approv\w*|steering)\b/i;

/**
 * A name after the list has closed with "and": the last one's name, not one more ("me, two from
 * IT and the director of admissions, Mrs Costa").
 */
const APPOSED =
  /(\band\s+[^,]{3,60}),\s*(?:(?:Mrs|Mr|Ms|Miss|Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s*$/u;

/**
 * A role, then the name of the one who holds it, between commas: one person ("our COO, Marta
 * Silva, and Ben Okafor"; "the GM, Dave, and me").
 */
const ROLE_THEN_NAME =
  /(\b(?:the|our|my)\s+(?:[\p{Ll}-]+\s+)?(?:\p{Lu}{2,5}|[\p{Ll}-]{3,}))\s*,\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?\s*(?=,)/gu;

/** A total closing a list: "three of us", "so four in all", "5 people in total". */
const TOTAL =
  /^(?:so\s+|that's\s+|making\s+|which makes\s+)?(\d{1,2})\s+(?:of us|in all|in total|all told|altogether|people(?:\s+(?:in all|in total|altogether))?)$/i;

/** A total that opens the list it counts: "3 of us: me, Ana and a planner", "4 people — …". */
const TOTAL_FIRST =
  /^\s*(?:about\s+|around\s+)?(\d{1,2})\s*(?:people|of us|persons|in total)\s*(?:[:—–(]|-\s)/i;

/** How many people a list names: one an item, or the figure that opens it. */
function counted(list: string): number | undefined {
  const items = list
    .replace(APPOSED, "$1")
    .replace(ROLE_THEN_NAME, "$1")
    .replace(/\([^)]*\)/g, " ")
    .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/i)
    .map((i) => i.trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((i) => i.split(/\s+/).length > 6)) return undefined;
  // "me, our head of digital and a data engineer, three of us": the total said after the list.
  const total = TOTAL.exec(items.at(-1)!);
  if (total && items.length > 2) return Number(total[1]);
  // "me, my boss": each a person; "two branch managers": as many as the figure; "really" none.
  // Beside the speaker, each "the …"/"our …" is a person of theirs, whatever the trade calls it.
  const withSpeaker = items.some((i) => SPEAKER.test(i));
  // "maybe the CEO for the final session": an approver looked in at the end, no core team.
  const people = items
    .filter((i) => !APPROVER_AT_END.test(i))
    .filter(
      (i) => PERSON.test(i) || NAME.test(i) || INITIALS.test(i) || (withSpeaker && OURS.test(i)),
    );
  if (people.length < 2) return undefined;
  // "the two senior partners": as many as the figure after its determiner.
  const n = people.reduce(
    (sum, i) => sum + (Number(/^(?:the\s+|our\s+|my\s+)?(\d{1,2})\b/i.exec(i)?.[1]) || 1),
    0,
  );
  return n >= 2 && n <= 8 ? n : undefined;
}

/** A list pasted one item to a line, each opened by a bullet (numbered lines become bullets). */
const BULLETED = /^\s*[-•*·]\s+\S/;
const BULLET = /(?:^|\s+)[-•*·]\s+/;

/** The core team's size from the people a message lists for it, or undefined. */
export function coreTeamListed(text: string, asked = false): number | undefined {
  const given = GIVEN.exec(figures(text));
  if (given && Number(given[1]) <= 12) return Number(given[1]);
  const on = FIGURE_ON.exec(figures(text));
  if (on) return Number(on[1]);
  const before = LIST_THEN_CUE.exec(text);
  if (before) {
    const listed = counted(figures(before[1]!));
    // "…would be the core team, plus maybe a shift lead": one more said after the cue.
    const rest = text.slice(before.index + before[0].length);
    const more = listed && (WITH_ME.test(rest) ? 1 : coreTeamAdded(rest.replace(/^\s*,?\s*/, "")));
    return listed && more ? listed + more : listed;
  }
  const cue = CUE.exec(text);
  const justMe = cue ? null : JUST_ME.exec(text);
  // "Finance is just me and two others": a department's size, not the project's people.
  if (
    justMe &&
    /\b(?!it\b|that\b|team\b)\w+\s+(?:is|are)\s+(?:just\s+|only\s+)?$/i.test(
      text.slice(0, justMe.index),
    )
  )
    return undefined;
  // Asked who would be on it, the answer is the list ("Two from finance, one from sales and me").
  if (!cue && !justMe && !asked) return undefined;
  // "I don't know yet, I'd have to check": no list, whatever its commas.
  if (
    /\b(?:don'?t know|not sure|no idea|tbd|to be decided|undecided|have to check|unclear)\b/i.test(
      text,
    )
  )
    return undefined;
  const after = cue
    ? text.slice(cue.index + cue[0].length)
    : justMe
      ? `me and ${text.slice(justMe.index + justMe[0].length)}`
      : text;
  // "Core team:\n- Financial controller\n- IT lead": pasted one to a line, a person a line.
  const lines = BULLETED.test(after) ? after.split(BULLET).filter((i) => i.trim()) : [];
  if (lines.length >= 2) return lines.length <= 12 ? lines.length : undefined;
  // The list runs to the sentence's end, or to "on the project" said after it.
  const list = figures(after)
    .split(
      /[.;!?\n]|\s+(?:on|for|in)\s+(?:the|this)\s+(?:project|core team|simulation)\b|\s+(?:on|for)\s+(?:this|it)\b/i,
    )[0]!
    .replace(/^(?:just|only)\s+/i, "");
  // "Our team for this would be 5": a figure said for it; "three of us: me, …": the total first.
  // "just us three", "us two": the speaker's side counted.
  const figure =
    /^\s*(?:about\s+|around\s+|maybe\s+|probably\s+)?(?:(?:us|we)\s+(?:all\s+)?)?(\d{1,2})\s*(?:people|of us)?\s*$/i.exec(
      list,
    ) ?? TOTAL_FIRST.exec(list);
  return figure ? Number(figure[1]) : counted(list);
}

/**
 * People added to a core team said before: "we'll add Sarah from accounts too", "plus our IT
 * contractor", "the MD will join as well". How many the message adds, or undefined.
 */
const ADDED =
  /\b(?:(?:we|i)(?:'ll| will| would|'d| can| could)?\s+(?:also\s+)?(?:add|bring in|pull in|rope in)\s+([^.;!?]{2,60}?)(?:\s+(?:too|as well|to (?:it|that|the team|the core team)))?|^\W*plus\s+(?:maybe\s+|possibly\s+|probably\s+|perhaps\s+)?([^.;!?]{2,60}?)(?:\s+(?:too|as well))?|(?:^|[.;!?]\s+)([^.;!?]{2,50}?)\s+(?:will|would|can|could)\s+(?:also\s+)?join\s+(?:us|in|the (?:core )?team)?(?:\s*(?:too|as well))?)\s*(?:[.,;!?]|$|,?\s*so\b)/i;
export function coreTeamAdded(text: string): number | undefined {
  if (!/\b(?:add|bring in|pull in|rope in|plus|join)\b/i.test(text)) return undefined;
  const m = ADDED.exec(text);
  // A sentence's opening capital names no one ("The new system will join …").
  const list = (m?.[1] ?? m?.[2] ?? m?.[3]?.replace(/^\s*\p{Lu}/u, (c) => c.toLowerCase()))?.trim();
  if (!list) return undefined;
  const many = counted(figures(list));
  if (many) return many;
  // One person: a name, a role or "someone from …".
  return PERSON.test(list) || NAME.test(list) || INITIALS.test(list) ? 1 : undefined;
}
