/** The build's locale files version (vite.config.ts, localeFiles): the folder of dist/locales the lazy namespaces are fetched from. */
declare const __LOCALES_VERSION__: string;
