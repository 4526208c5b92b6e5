/**
 * Standards, certifications and regulators a prospect says they are under ("we're SOC 2 Type
 * II", "we're PCI DSS Level 1", "we're FCA regulated"): named like companies, never one.
 */
export const STANDARDS =
  "SOC\\s?[123]|ISO(?:[\\s/]?(?:IEC\\s)?\\d{4,5})?|PCI(?:[\\s-]DSS)?|Cyber Essentials|HIPAA|HITRUST|GDPR|CCPA|SOX|NIST|FedRAMP|CMMC|TISAX|IATF|AS\\s?9100|ITAR|FCA|FINRA|SEC|FDA|GxP|GMP|BRCGS?|SQF|FSSC|NHS DSPT|DORA|NIS\\s?2";
