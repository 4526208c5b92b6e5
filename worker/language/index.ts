/**
 * The one place that reads what prospects type (docs/decisions/033): Clarity's engine and memory,
 * the lead's qualification from chats and form notes, the alert signals and the CRM assistant all
 * call it. It owns the vocabulary once — numbers and money in words and figures with their
 * currency, dates and periods relative to today, company size, phones, names, companies, today's
 * and the target system, corrections, call requests and their negation — on chrono-node (dates),
 * libphonenumber-js (phones), fastest-levenshtein (typos) and MiniSearch (the site's pages).
 */
export { callWish, callWishIn } from "./calls";
export { callTimeIn } from "./calls-time";
export { isCorrection, retracted } from "./corrections";
export { readDate } from "./day";
export { type CorrectedFigure, correctedFigure, type FigureField } from "./figure-correction";
export { budgetText, currencyIn, inDollars, moneyText, moneyWords, readMoney } from "./money";
export { budgetUnheld, currencyCorrected, nextBudget } from "./money-fold";
export { placesSaidBefore } from "./money-per-place";
export { type Move, readMove } from "./moves";
export { companyFromMessages, nameFromMessages } from "./names";
export { normalise } from "./normalise";
export { figures, toNumber, unitValue } from "./numbers";
export { type Period, readPeriod } from "./period";
export { phoneText } from "./phone-text";
export { countryHint, othersLine, readPhone } from "./phones";
export { aboutWhere, placesIn } from "./places";
export { ownWords } from "./quoted";
export { readCompanySize } from "./size";
export { companySizeSaid, staffAdded } from "./size-added";
export { headcountAlone } from "./size-alone";
export { type SmallTalk, smallTalk } from "./small-talk";
export { UNSURE_OF } from "./unsure";
export { months } from "./vocabulary";
export { kindOf, monthOf, namesKind, readWhen, readWhens, setsTarget } from "./when";
export { correctedWhen, laterWhen, nextWhen, revisesDate, standingWhen } from "./when-fold";
export { timelineOf } from "./when-said";
