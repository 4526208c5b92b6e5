/**
 * The kinds of project Clarity scopes. Field service (engineers or technicians scheduled to jobs,
 * their job sheets and vans) is a kind of its own, not an ERP's work.
 */
export type ProjectType = "ERP" | "CRM" | "CPQ" | "AI adoption" | "Field service";
