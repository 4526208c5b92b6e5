export const THEME_KEY = "clarity-theme";

/** Where the system's dark setting counts when nobody has chosen with the toggle. */
export const SYSTEM_THEME_PATHS = /^\/inbox(\/|$)/;

/**
 * Runs in <head> before first paint so a stored dark choice never flashes light. On the site light
 * is the default and the system preference is ignored (the header's toggle decides); the inbox, a
 * tool people keep open all day, follows the system setting until the toggle is used. The page
 * renders it; the Worker's CSP allows it by hash (`worker/lib/security-headers.ts`), so both read
 * it from here.
 */
export const themeBootScript = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="dark"||(!t&&${SYSTEM_THEME_PATHS}.test(location.pathname)&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;
