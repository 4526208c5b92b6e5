import { tool } from "ai";
import { addActivityInput, addOpportunityInput, updateOpportunityInput } from "../../contracts/crm";

/**
 * The CRM assistant's tools. No `execute`: the prototype's data lives in the browser, which
 * validates each call with the same schema and applies it to the dashboard.
 */
export const crmTools = {
  add_opportunity: tool({
    description: "Add a new opportunity (deal) to the pipeline.",
    inputSchema: addOpportunityInput,
  }),
  add_activity: tool({
    description: "Log a call, email or meeting. contact is 'Name - Company'.",
    inputSchema: addActivityInput,
  }),
  update_opportunity: tool({
    description:
      "Update every opportunity whose company name contains `company` (case-insensitive) with `updates`.",
    inputSchema: updateOpportunityInput,
  }),
};
