/**
 * Who will run or take part in the project, said in the future ("the PMO will run it, with the
 * clinic managers", "the warehouse team and the dispatchers will be in project", "finance would
 * be on it", "everybody in the office would be involved"): its teams and its core team, read
 * apart; no worry, though "will" is a worry's mood elsewhere ("the drivers will hate it").
 */
const WHO_RUNS =
  /\b(?:will|'ll|would|is going to|are going to|shall)\s+(?:probably\s+|likely\s+|definitely\s+|mostly\s+|also\s+)?(?:(?:run|lead|own|drive|manage|coordinate|head(?: up)?|sponsor)\s+(?:it|this|the (?:project|work|change|rollout))|be\s+(?:in|on|part of|involved in|running|leading|owning|driving|managing)\s+(?:it|this|the\s+)?\s*(?:project|team|work|change|rollout)?|be\s+involved|take part|join(?:\s+(?:it|the project|the team))?)(?=\s*(?:[,.;!]|$|\b(?:with|and|plus|too|as well|really|probably|mostly)\b))/i;

/** Whether a sentence says who will run or take part in the project. */
export const saysWhoRuns = (sentence: string) => WHO_RUNS.test(sentence);
