/**
 * Pieces of the work and the teams doing them, as a role's words name them ("financials on
 * NetSuite", "Infor M3 runs production"): one list for the role table and the readers beside it.
 */
export const WORK =
  "financ\\w*|accounts|accounting|books|bookkeeping|payroll|invoic\\w*|billing|stock|inventory|orders|ops|operations|warehouse|sales|quotes|quoting|scheduling|rotas?|timesheets|costing|jobs|projects|tickets|hr|marketing|purchasing|production|dispatch|support|helpdesk|docs|documents|reservations|bookings|appointments|matters|cases|donors|donations|fundraising|subscriptions|front desk";
