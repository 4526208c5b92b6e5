/**
 * The concerns a prospect names in one sentence (adoption, jobs, ownership, bypassed approvals,
 * security, stale data, a key person leaving, an abandoned rollout), each with whom it concerns.
 */

import { readOnce } from "../../language/read-once";
import type { Risk } from "./clarity-memory";
import { lowerOpening } from "./clarity-opening";
import { builderGoneRisk } from "./clarity-risk-builder-gone";
import { historyOf } from "./clarity-risk-history";
import { jobsRiskOf } from "./clarity-risk-jobs";
import { against, fearedWho, subjectBefore, whoIn } from "./clarity-risk-people";
import { blackoutOf, capacityOf, dataDoubt, newToItOf, stanceOf } from "./clarity-risk-shapes";
import { ceilingOf, dependencyOf } from "./clarity-risk-ties";
import { SALE } from "./clarity-succession";

/** Sensitive records whose keeping is a worry: "where supplier bank details are stored". */
const SENSITIVE_KIND =
  /\b((?:bank|card|payment|salary|payroll|patient|health|medical|personal)\s+(?:details|data|records|information|numbers))\b/i;
const sensitive = new RegExp(
  String.raw`${SENSITIVE_KIND.source}|\bwhere\b[^.]{0,50}\b(?:stored|kept|held|hosted)\b`,
  "i",
);

/**
 * A condition that would break the business ("if those break we're dead in the water", "if the
 * sync fails we can't ship"): what must keep working is the risk, read from the clause before.
 */
const breaks =
  /\bif\s+(?:[\w']+\s+){0,4}?(?:break|breaks|fail|fails|stop working|stops working|go(?:es)? down|drop(?:s)? out|can'?t (?:talk|sync|connect)|don'?t (?:talk|sync|connect)|doesn'?t (?:talk|sync|connect))\b/i;

/** A date that would hurt if missed: "if the go-live slips past September we miss Christmas". */
const slips =
  /\bif\s+((?:[\w'-]+\s+){0,4}?(?:slips?|slides?|overruns?|runs? (?:late|over)|is (?:late|delayed)|gets? delayed|drags? on)\b[^,;.]{0,30})/i;

/** A person about to go: "who has done it for 22 years and retires in the spring". */
const personLeaving =
  /\b(?:she|he|who|they|they're|both|(?:our|the|my) (?:only|one|sole|lead|senior|main) \w+|(?:our|the|my) (?:\w+ )?\w+(?:er|or|ist|ian|ant)s?)\b[^.]{0,60}?\b(retir\w+|leav(?:es|ing)\b|quit\w*|hand(?:s|ed|ing)? in (?:her|his) notice|steps? (?:back|down)|stepping (?:back|down)|go(?:es|ing)? (?:on|off on) (?:\w+ )?leave|(?:is|'s) off on (?:\w+ )?leave)/i;

/** What one person alone holds: "the whole price list lives in her head". */
const oneHead =
  /\b(?:lives?|is|are|sits?|exists?|stored|kept|all|only)\s+(?:only\s+|all\s+|just\s+)?in\s+(?:her|his|one [\p{L}]+'s|(?:my|our|the)\s+[\p{L}]+'s|\p{Lu}\p{Ll}+'s|their)\s+head\b|\b(?:nobody|no one|no-one)\s+else\s+(?:really\s+)?(?:knows|understands|can)\b|\b(?:only|just)\s+(?:one|1|a single)\s+(?:\w+\s+)?(?:guy|person|man|woman|bloke|lady|chap|engineer|developer|dev|admin|contractor|consultant|employee)\s+(?:\w+\s+){0,2}?(?:knows?|understands?|gets|can\s+(?:fix|run|maintain|support|change))\b/iu;
/** Who is going, by role: "our only developer", "the controller who built …". */
const roleGoing =
  /\b(?:our|the|my)\s+(?:(?:two|three|four|both|\d+)\s+)?((?:only|one|sole|lead|senior|main)\s+)?(\w+(?:er|or|ist|ian|ant|lead)s?)\b/i;

/** The speaker's hedge before who is meant: "I am afraid the professors …", "we think the reps …". */
const SPEAKER_HEDGE =
  /^(?:i|we)(?:'m| am|'re| are)\s+(?:\w+\s+)?(?:afraid|worried|sure|certain|concerned)\s+(?:that\s+)?|^(?:i|we)\s+(?:think|fear|suspect|guess|doubt|expect|feel)\s+(?:that\s+)?/i;

/** A sentence that puts what it names outside the project. */
const outOfScope = /\b(?:not|neither|none)\b[^.]{0,25}\bin scope\b|\bout of scope\b/i;
/** Whether a message says something is out of scope (read once per message). */
export const saysOutOfScope = readOnce((text: string) => outOfScope.test(text));

export function risksOf(sentence: string, isQuestion: boolean, text: string): Risk[] {
  const risks: Risk[] = [];
  // A ceiling on the cost ("the board will balk at anything over £80k") is no one refusing the tool.
  const ceiling = isQuestion ? undefined : ceilingOf(sentence);
  if (ceiling) risks.push(ceiling);
  const tie = isQuestion ? undefined : dependencyOf(sentence);
  if (tie) risks.push(tie);
  const adoption = ceiling
    ? null
    : // "our spreadsheets won't cut it" says what will not do, not who will not adopt it;
      // "wouldn't the reseller do the same?" asks, its subject after the verb.
      (/\b(?:(?:won'?t|will not|wouldn'?t)(?!\s+(?:the|a|an|your|their|they|you|it|this|that|he|she|we)\b)|don'?t want to|doesn'?t want to|refuse to|reluctant to|resist\w*)(?!\s+(?:cut it|do\b|work\b|scale|last|cope|be (?:enough|ready|possible|surprised)|happen|fit|wash|bet\b|hold (?:my|our|your) breath|count on|rule\b|swear|mind\b|say no))\s*(adopt|use|change|switch|move|give up)?|\b(?:don'?t|won'?t|wont|will not|never)\s+(?:really\s+)?(?:engage|bother|buy in|show up|turn up|log in)\b|\b(?:wait|sit|ride)\s+(?:it|this(?: one)?|them)\s+out\b|\b(?:nod\s+along|ignore\s+(?:it|the (?:new )?(?:system|tool|thing)))\b|keep (?:their|using their) own|low adoption|\bs[ck]eptic\w*|\bpush(?:ed|ing|es)? ?back\b|\banti-?change\b|\bhates? change\b|\bset in (?:their|his|her) ways\b|\bdig\w* (?:their|his|her) heels\b/i.exec(
        sentence,
      ) ?? against.exec(sentence));
  // "our contractors keep their own system; neither is in scope": nobody to win over.
  if (adoption && !saysOutOfScope(text)) {
    // "I doubt the night shift will give up…": the people between the doubt and the verb.
    const doubted =
      /\b(?:doubt|see|imagine|think|believe|afraid|fear|worry|suspect|expect|guess)\s+(?:that\s+)?(?:the\s+|our\s+)?((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:will|would|'ll)\b/i.exec(
        adoption[0],
      )?.[1];
    // "the fear is nobody will use it": no one named, the people at large.
    const nobody = /^(?:nobody|no one|no-one|none)\b/i.test(adoption[0]) ? "people" : undefined;
    const who =
      nobody ??
      doubted?.toLowerCase() ??
      fearedWho(sentence) ??
      whoIn(sentence, adoption.index).at(-1) ??
      whoIn(sentence)[0] ??
      subjectBefore(sentence, adoption.index)
        ?.replace(SPEAKER_HEDGE, "")
        .replace(/^(?:and\s+)?that\s+/i, "")
        .replace(/^(?:the|our)\s+/i, "") ??
      "team";
    const keeps =
      /keep (?:their|using their) own (spreadsheets|excel|tools|systems|lists|files|notes|records|sheets)/i.exec(
        sentence,
      );
    const text = keeps
      ? `${who} may keep their own ${keeps[1]!.toLowerCase()}`
      : /abandon|low adoption|\b(?:last|past|previous)\b/i.test(sentence)
        ? `${who} skeptical after a past rollout`
        : /s[ck]eptic/i.test(sentence)
          ? `${who} skeptical`
          : /change|switch|move/i.test(adoption[1] ?? "") ||
              /anti-?change|hates? change|set in|heels/i.test(adoption[0])
            ? `${who.replace(/\s+(?:is|are)(?:\s+(?:pretty|really|very|quite|a bit|fairly|so))?$/i, "")} reluctant to change tools`
            : `${who} may not adopt it`;
    // "honestly im sceptical this is more than a workshop": the writer doubting us, answered as
    // a doubt, no one in their company slow to adopt; "Honestly I'm sceptical." after a failed
    // rollout is theirs about the project.
    const aboutUs =
      /^(?:i|i'?m|i’m|im|me|myself)(?:\s+(?:am|was))?$/i.test(who) &&
      /\bs[ck]eptic\w*\s+(?:about|of|whether|if|that|this|it|how|you)\b/i.test(sentence);
    if (!aboutUs) risks.push({ id: "adoption", text: `Adoption: ${text}`, who });
  }
  const stance = adoption || isQuestion ? undefined : (stanceOf(sentence) ?? newToItOf(sentence));
  if (stance) risks.push(stance);
  const capacity = isQuestion ? undefined : (capacityOf(sentence) ?? blackoutOf(sentence));
  if (capacity) risks.push(capacity);
  const jobs = jobsRiskOf(sentence, text);
  if (jobs) risks.push(jobs);
  const owns =
    /\bwho (?:owns|should own) (?:the )?(\w+)|\bownership of (?:the )?(\w+)|\b(\w+) ownership\b/i.exec(
      sentence,
    );
  // "Who owns the prototype?" asks us; "who owns the price list is a fight" tells of a dispute.
  if (
    /\bdisagree|\b(?:nobody|no one|no-one) (?:owns|to own)\b|\bno (?:clear )?owner\b|\bturf\b|\bpolitic|\bnot aligned\b|\bfight over\b|don'?t (?:really )?agree/i.test(
      sentence,
    ) ||
    (!isQuestion && /\bwho (?:owns|should own)\b/i.test(sentence))
  ) {
    const who = whoIn(sentence).slice(0, 2);
    const what = (owns?.[1] ?? owns?.[2] ?? owns?.[3] ?? "the process").toLowerCase();
    const between = who.length === 2 ? ` (${who[0]} vs ${who[1]})` : "";
    risks.push({ id: "ownership", text: `Ownership: no agreed owner of ${what}${between}` });
  }
  if (
    /\b(?:supposed to|should) (?:go|come) to\b.{0,40}\bbut\b|\bbypass\w*|without approval|skip\w* (?:the )?approval/i.test(
      sentence,
    )
  )
    risks.push({
      id: "approvals",
      text: /discount/i.test(sentence)
        ? "Controls: discount approvals are bypassed"
        : "Controls: approvals are bypassed",
    });
  const records = isQuestion ? null : sensitive.exec(sentence);
  if (
    !isQuestion &&
    (records ||
      /\bsecur\w*|\bpii\b|\bsoc ?2|\bgdpr\b|\bhipaa\b|\bprivacy\b|\bconfidential/i.test(sentence))
  ) {
    const tags = [
      records ? (SENSITIVE_KIND.exec(sentence)?.[1]?.toLowerCase() ?? "") : "",
      /\bpii\b/i.test(sentence) ? "customer PII limits" : "",
      /soc ?2 type ?ii/i.test(sentence) ? "SOC 2 Type II" : /soc ?2/i.test(sentence) ? "SOC 2" : "",
      /\bgdpr\b/i.test(sentence) ? "GDPR" : "",
      /\bhipaa\b/i.test(sentence) ? "HIPAA" : "",
    ].filter(Boolean);
    risks.push({
      id: "security",
      text: `Security: data access${tags.length ? ` (${tags.join(", ")})` : ""}`,
    });
  }
  const data = dataDoubt(sentence);
  if (data) risks.push(data);
  // "Suppose our finance lead quits — what happens then?": a case asked about, not a fact.
  const supposed = isQuestion && SUPPOSED.test(sentence);
  let person = supposed
    ? null
    : /\b(controller|cfo|ceo|coo|cto|cio|fd|analyst|admin\w*|architect|founder|owner|bookkeeper|[\w]+ manager|[\w]+ director|[\w]+ lead|(?:chief\s+)?[\w]+ officer|head of \w+)\b[^.]{0,30}?\b(retir\w+|leav\w+|left\b|departed|has gone|step\w* (?:back|down)|resign\w*|quit\w*|hand\w* in (?:his|her|their) notice|moving on)|\bonly (?:person|one) who\b|\bonly \p{Lu}\w+ (?:knows|understands|can)\b|\bkey[- ]person\b/iu.exec(
        sentence,
      );
  // "the owner is retiring and the buyer wants clean numbers": the business changing hands.
  const sold = OWNER.test(sentence) && SALE.test(sentence);
  if (sold) person = null;
  // "bought two centres off a chap who retired": someone outside who went is no key person.
  const leaving =
    person || supposed || sold || OUTSIDER_GONE.test(sentence)
      ? null
      : personLeaving.exec(sentence);
  if (leaving) {
    const role = roleGoing.exec(sentence.slice(0, leaving.index + leaving[0].length));
    const name =
      /\b(\p{Lu}\p{Ll}+),?\s+who\b/u.exec(sentence)?.[1] ??
      (role ? `the ${role[1] ?? ""}${role[2]!.toLowerCase()}` : undefined);
    const going = /retir/i.test(leaving[1]!)
      ? "retiring"
      : /step/i.test(leaving[1]!)
        ? "stepping back"
        : /leave/i.test(leaving[1]!)
          ? "going on leave"
          : "leaving";
    // "our planners … both near retirement": people in the plural are.
    const are = name && /(?:er|or|ist|ian|ant)s$/i.test(name) ? "are" : "is";
    risks.push({ id: "key-person", text: `Key person: ${name ?? "a key person"} ${are} ${going}` });
  }
  const broken = isQuestion ? null : breaks.exec(sentence);
  if (broken) {
    const before = sentence
      .slice(0, broken.index)
      .replace(/[\s,;:—-]+$/, "")
      .replace(/^.*?\b(?:has|have|needs?|must)\s+to\s+|^.*?\bmust\s+/i, "");
    const what = before.split(/\s+/).length >= 2 ? before : sentence.slice(broken.index);
    risks.push({ id: "other", text: `Integrations: ${shortPhrase(what)}` });
  }
  const late = isQuestion ? null : slips.exec(sentence);
  // The condition alone: "the go-live slips past September", not what follows it.
  const condition = late ? late[1]!.split(/\s+(?:we|they|it|you|i|then|that)\s/i)[0] : undefined;
  if (condition) risks.push({ id: "other", text: `Timing: ${shortPhrase(condition)}` });
  const builder = person || leaving ? undefined : builderGoneRisk(sentence);
  if (builder) risks.push(builder);
  if (!person && !leaving && !builder && oneHead.test(sentence))
    risks.push({ id: "key-person", text: "Key person: one person holds critical knowledge" });
  if (person)
    risks.push({
      id: "key-person",
      text: `Key person: ${person[1] ? `the ${titleCase(person[1])} ${going(person[2]!)}` : "one person holds critical knowledge"}`,
    });
  // "our last rollout failed and the team is skeptical": the failure is a risk of its own beside
  // the people's doubt; a doubt alone ("people never used the last one") says it already.
  const history =
    adoption &&
    !/\b(?:failed|fail(?:ure)?|abandoned|scrapped|disaster|burnt|burned|ran \w+ (?:months?|years?) (?:late|over))\b/i.test(
      sentence,
    )
      ? undefined
      : historyOf(sentence);
  if (history) risks.push(history);
  return risks;
}

/** The one who owns the business. */
const OWNER = /\b(?:owner|founder|co-?owner|proprietor)\b/i;

/** Someone not theirs who went: "off a chap who retired", "from a family that sold up". */
const OUTSIDER_GONE =
  /\b(?:a|an|some)\s+[\w-]+\s+who\s+(?:had\s+|has\s+)?(?:retired|left|sold up)\b/i;

/** A question about a case imagined: "suppose …", "what if …", "say our … quits". */
const SUPPOSED =
  /\b(?:suppose|supposing|what if|what happens if|imagine|hypothetically)\b|^\W*say\b/i;

/** A person's going as said: "is retiring", "is stepping back", "has left", "is leaving". */
const going = (verb: string) =>
  /retir/i.test(verb)
    ? "is retiring"
    : /step/i.test(verb)
      ? "is stepping back"
      : /left|departed|gone|resigned|quit\b/i.test(verb)
        ? "has left"
        : "is leaving";

/** A phrase short enough to show back, cut at a word. */
const shortPhrase = (s: string) => {
  const t = lowerOpening(s.trim());
  return t.length <= 60 ? t : t.slice(0, t.lastIndexOf(" ", 60));
};

/** A role as said in a sentence, lower case save its initials ("the IT lead", "the ops manager"). */
const titleCase = (role: string) =>
  role.replace(/\S+/g, (w) => (/^\p{Lu}{2,5}$/u.test(w) ? w : w.toLowerCase()));
