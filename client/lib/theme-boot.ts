export const THEME_KEY = "clarity-theme";

/**
 * Runs in <head> before first paint so a stored dark choice never flashes light. Light is the
 * default and the system preference is ignored (spec §2). The CSP allows it by hash.
 */
export const themeBootScript = `try{if(localStorage.getItem("${THEME_KEY}")==="dark")document.documentElement.classList.add("dark")}catch(e){}`;
