/**
 * A list of what they run with one thing in it disliked: "we use sage 50 and a till system nobody
 * likes", "we're on Xero and an old CRM everyone hates". The reason is the thing disliked, said in
 * their words ("a till system nobody likes"), not the whole list.
 */
const DISLIKED =
  /^\W*(?:(?:so|and|but|well)\W+)?(?:we|we're|we are|we've got|we have got)\s+(?:(?:use|using|have|run|running|on)\s+)?[^.;!?]{2,60}?\s+(?:and|plus|with)\s+((?:an?|the|our|this|some)\s+(?:[\w-]+\s+){1,4}?(?:that\s+|which\s+)?(?:nobody|no one|no-one|everyone|everybody|the (?:team|staff)|staff|people|we all|they all)\s+(?:really\s+|actually\s+|absolutely\s+|just\s+)?(?:likes?|hates?|loathes?|trusts?|uses?|understands?|wants?|can stand)(?:\s+(?:using|anymore|any more))?)\b/i;

/** The thing disliked in a list of what they run, in their words, if the sentence says one. */
export const dislikedOf = (sentence: string): string | undefined => DISLIKED.exec(sentence)?.[1];
