import { registerHooks } from "node:module";

/**
 * The Worker's and content's modules import their siblings without an extension, as the bundler
 * reads them; plain Node needs the ".ts". Call before importing them (dynamically).
 */
export function resolveTsExtensions(): void {
  registerHooks({
    resolve(specifier, context, next) {
      try {
        return next(specifier, context);
      } catch (error) {
        if (!/^\.\.?\//.test(specifier) || /\.\w+$/.test(specifier)) throw error;
        return next(`${specifier}.ts`, context);
      }
    },
  });
}
