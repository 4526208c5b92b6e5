/**
 * A line opened by a label that lists what they run ("Systems: Sage 200, Excel", "Tools: Xero,
 * Shopify", "Current setup: Opera and paper rotas", a heading with its bulleted items below) is
 * an inventory, never a pain: the readers of reasons and worries read the message without it.
 * A label that names a pain ("Problem: orders go missing") is left to them: its words are the
 * reason. Read only where a colon or a dash closes a label at a line's start.
 */

/** The labels of an inventory of systems, at a line's start. */
const INVENTORY = String.raw`(?:(?:our|current|the|existing|main|key)\s+)?(?:systems?|stack|tech(?:nology)?(?:\s+stack)?|tools?|software|apps?|applications?|platforms?|setup|set-up|landscape|integrations?|what we (?:use|run|have)|in use|currently using)`;

/** The label's line and the bulleted items under it. */
const INVENTORY_LINES = new RegExp(
  String.raw`(?<=^|[.!?][^\S\n]+)[^\S\n]*[-*•]?[^\S\n]*${INVENTORY}(?:[^\S\n]+(?:today|now|we use|in use))?[^\S\n]*[:—–][^\n]*(?:\n[^\S\n]*(?:[-*•·]|\d+[.)])[^\n]*)*`,
  "gim",
);

/** A label closed at a line's start: the cheap gate. */
const LABEL = /(?:^|[.!?][^\S\n]+)[^\S\n]*[-*•]?[^\S\n]*[\w ]{2,30}[:—–]/m;

/** The message without the lines that list what they run. */
export const withoutInventoryLines = (text: string) =>
  LABEL.test(text) ? text.replace(INVENTORY_LINES, "") : text;

/** The label's line, closed with nothing after it, and the bulleted items under it. */
// Opening a line, or a sentence whose line the list goes on from ("We're a distributor. Current
// stack:\n- Unleashed\n- MYOB").
const INVENTORY_BLOCK = new RegExp(
  String.raw`(?<=^|[.!?][^\S\n]+)[^\S\n]*${INVENTORY}(?:[^\S\n]+(?:today|now|we use|in use))?[^\S\n]*[:—–][^\S\n]*(?:\n[^\S\n]*[-*•·][^\S\n]+[^\n]+)+`,
  "gim",
);

/**
 * "Systems:\n- Sage 200\n- Excel" (a list pasted one to a line, numbered lines read as bullets):
 * the inventory as its one-line form, "Systems: Sage 200, Excel.", which the readers of systems
 * read item by item.
 */
export const inventoryOnOneLine = (text: string) =>
  LABEL.test(text) && BULLETED_LINE.test(text)
    ? text.replace(INVENTORY_BLOCK, (block) => {
        const [head, ...items] = block.split("\n");
        const said = items.map((i) => i.replace(/^\s*[-*•·]\s+/, "").trim()).filter(Boolean);
        return `${head!.trimEnd()} ${said.join(", ")}.`;
      })
    : text;
const BULLETED_LINE = /\n[^\S\n]*[-*•·][^\S\n]/;
