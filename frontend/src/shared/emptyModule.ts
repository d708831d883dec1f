// Stands in for optional modules that must not be bundled (see vite.config.ts).
export {};
