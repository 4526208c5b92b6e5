/**
 * The e2e server's SALES_TOKEN (playwright.config.ts passes it to `npm start`'s Worker): a real
 * token's shape, base64url of 32 random bytes. Test-only; production sets its own secret.
 */
export const E2E_SALES_TOKEN = "7ULLY_adNWJOltssD8axThDaBh2smFT1m3S7hqnX6cM";
