export const THEME_KEY = "clarity-theme";

/**
 * Runs in <head> before first paint so a stored dark choice never flashes light. Light is the
 * default and the system preference is ignored (the header's toggle decides). The page renders it;
 * the Worker's CSP allows it by hash (`worker/lib/security-headers.ts`), so both read it from here.
 */
export const themeBootScript = `try{if(localStorage.getItem("${THEME_KEY}")==="dark")document.documentElement.classList.add("dark")}catch(e){}`;
