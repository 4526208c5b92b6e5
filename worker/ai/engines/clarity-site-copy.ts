/**
 * What the site's own pages say that Clarity repeats: how a prospect's data is handled (the
 * trust page's "How we handle your data") and how long this conversation is kept (/privacy's
 * retention figures). Read from the pages' content, so the chat and the pages never disagree.
 */
import { trust } from "../../../content/pages/company";
import { retention } from "../../../content/site";

const listUnder = (title: string): string[] => {
  for (const section of trust.sections) {
    if (section.title !== title) continue;
    for (const block of section.blocks) if (block.type === "list") return block.items;
  }
  return [];
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "anonymised sample data is enough for the prototype", "your data is used only for …". */
export const dataHandling: string[] = listUnder("How we handle your data").map(lower);

/** How long this conversation is kept, and how to erase it. */
export const chatKept = `This conversation is erased ${retention.unusedDays} days after your last message unless it becomes a lead, and **Delete my data** below the chat erases it at once.`;
