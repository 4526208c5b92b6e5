/**
 * What the company makes or sells, said with a word the team readers take for a group of people:
 * "our company makes kitchen units", "we sell storage units", "we fit office desks". The words
 * after a verb of trade are its products, no team at that work.
 */
const TRADE =
  /(?:^|\s)(?:makes?|making|made|sells?|selling|sold|builds?|building|manufactur\w+|produces?|producing|supplies|supplying|supply|fits?|fitting|installs?|installing|designs?|designing|distribut\w+|imports?|importing|exports?|exporting|rents?|renting|leases?|leasing|stocks?|stocking)\s+\S+\s*$/i;

/** Whether the words before a group noun are a product said after a verb of trade. */
export const productMade = (before: string) => TRADE.test(before);
