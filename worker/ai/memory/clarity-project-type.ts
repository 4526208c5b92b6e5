/** The kinds of project Clarity scopes. */
export type ProjectType = "ERP" | "CRM" | "CPQ" | "AI adoption";
