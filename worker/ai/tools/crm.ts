/** The CRM assistant's tools: defined once with their schemas in the contracts (issue 21 §5). */
export { crmTools } from "../../contracts/crm";
