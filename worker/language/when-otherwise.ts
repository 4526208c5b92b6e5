/**
 * What happens if the plan fails is no date of the plan: "we must decide before March, otherwise
 * the money goes back and we start again next year". The words from "otherwise" or "or else" to
 * the sentence's end are dropped before dates are read.
 */
const OTHERWISE = /\b(?:otherwise|or else)\b[^.;!?]*/gi;

/** The words without what would happen otherwise. */
export const withoutOtherwise = (text: string) => text.replace(OTHERWISE, " ");
