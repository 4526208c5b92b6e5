import { type ToolSet, zodSchema } from "ai";
import type { z } from "zod";
import { crmTools as contract } from "../../contracts/crm";

type ContractTool = { description: string; inputSchema: z.ZodType };

/**
 * The CRM assistant's tools as the model gets them: the contract's (`crmTools` in
 * contracts/crm.ts), each input schema wrapped once. A bare zod schema is converted to JSON Schema
 * again on every request (about 0.3 ms a tool); the wrapper keeps the conversion.
 */
export const crmTools: ToolSet = Object.fromEntries(
  Object.entries(contract as Record<string, ContractTool>).map(([name, t]) => [
    name,
    { ...t, inputSchema: zodSchema(t.inputSchema) },
  ]),
);
