/**
 * Standards, certifications and regulators a prospect says they are under ("we're SOC 2 Type
 * II", "we're PCI DSS Level 1", "we're FCA regulated", "the CQC inspection flagged…"): named like
 * companies or systems, never one.
 */
export const STANDARDS =
  "SOC\\s?[123]|ISO(?:[\\s/]?(?:IEC\\s)?\\d{4,5})?|PCI(?:[\\s-]DSS)?|Cyber Essentials|HIPAA|HITRUST|GDPR|CCPA|SOX|NIST|FedRAMP|CMMC|TISAX|IATF|AS\\s?9100|ITAR|FCA|FINRA|SEC|FDA|GxP|GMP|BRCGS?|SQF|FSSC|NHS DSPT|DORA|NIS\\s?2|CQC|Ofsted|HMRC|IRS|OSHA|EPA|MHRA|HSE|Ofgem|Ofwat|PRA|SRA|ICO|CMA|HIQA";
