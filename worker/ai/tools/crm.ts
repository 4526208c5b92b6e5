import { zodSchema } from "ai";
import { crmTools as contract } from "../../contracts/crm";

/**
 * The CRM assistant's tools as the model gets them: the contract's (issue 21 §5), each input
 * schema wrapped once. A bare zod schema is converted to JSON Schema again on every request
 * (about 0.3 ms a tool); the wrapper keeps the conversion.
 */
export const crmTools = {
  add_opportunity: {
    ...contract.add_opportunity,
    inputSchema: zodSchema(contract.add_opportunity.inputSchema),
  },
  add_activity: {
    ...contract.add_activity,
    inputSchema: zodSchema(contract.add_activity.inputSchema),
  },
  update_opportunity: {
    ...contract.update_opportunity,
    inputSchema: zodSchema(contract.update_opportunity.inputSchema),
  },
};
