/**
 * Documents a prospect names ("send me the RFP sample", "drowning in PDFs", "the SOW from the
 * vendor"): written like a system's name, in capitals, but none is a system to live with — "RFP
 * goes on the integration list" had answered a request for the sample RFP.
 */
export const DOCUMENTS =
  "RF[PQI]s?|SOWs?|PDFs?|NDAs?|MSAs?|SLAs?|specs?|specifications?|POs?|purchase orders?|invoices?|contracts?|proposals?|quotes?|CVs?|RFP documents?";
