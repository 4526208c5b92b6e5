/**
 * The brand's colours where something outside the stylesheet needs them: the share cards and
 * icons drawn at build time, the web manifest and `<meta name="theme-color">`. The same values as
 * the tokens in `client/app.css` (`content/brand.test.ts` compares them), named as there.
 */
export const brand = {
  light: {
    bg: "#f7f9fc",
    surface: "#ffffff",
    fg: "#0f1a2b",
    fgMuted: "#4a5870",
    primary: "#0f4c81",
    primarySoft: "#e3edf8",
    accent: "#0b7a75",
  },
  dark: {
    bg: "#0a111d",
    surface: "#111b2c",
    fg: "#e8eef8",
    fgMuted: "#a3b2c9",
    primary: "#8cc4ff",
    primarySoft: "#16304f",
    accent: "#5fd4cb",
  },
} as const;

/** The browser's bar continues the sticky header, whose background is the surface colour. */
export const themeColor = { light: brand.light.surface, dark: brand.dark.surface } as const;
