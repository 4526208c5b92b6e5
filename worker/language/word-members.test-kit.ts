/** Words named like an object's built-in members, and a message that uses one, for tests. */
export const members = [
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__proto__",
  "isPrototypeOf",
];
export const saidWith = (word: string) =>
  `We are a general ${word} firm of 120 people; what is the ${word} of a simulation? Budget ${word} about $300k.`;
