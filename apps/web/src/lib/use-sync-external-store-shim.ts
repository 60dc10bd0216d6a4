/**
 * Stands in for `use-sync-external-store/shim` in the browser build (vite.config.ts): the shim
 * back-ports the hook to React 17, and React 19 has it.
 */
export { useSyncExternalStore } from 'react';
