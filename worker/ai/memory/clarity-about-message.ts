/**
 * A sentence about the message itself, not about the prospect's business: "Pasting the relevant
 * parts of our scope document below.", "Here are the notes from our board paper:", "Details as
 * follows". It opens what follows and is no reason for the project nor a worry; what follows is.
 * "we spend hours copy-pasting from Excel" says what they do and stays a pain.
 */
export const ABOUT_MESSAGE =
  /^\W*(?:(?:i'?m|i am|we'?re|we are|i'?ve|i have|we'?ve|we have|i'?ll|we'?ll|i|we)\s+)?(?:just\s+)?(?:pasting|pasted|paste|copying|copied|attaching|attached|forwarding|sharing|including|dropping|putting)\b[^.!?]{0,80}\b(?:below|beneath|here|as follows|in this message|underneath)\b|\b(?:pasted|copied|attached|set out|listed|summari[sz]ed|outlined|included)\s+(?:it\s+|them\s+)?(?:below|beneath|underneath)\b|\bas follows\s*:?\s*$|^\W*here(?:'s| is| are)\s+(?:the|our|some|a|an|my)\b[^.!?]{0,50}\b(?:notes?|scope|brief|document|doc|list|summary|extract|excerpt|bits?|parts?|details|points|requirements|rfp|rfq|tender)\b/i;
