// Runs before the app's modules: zod then validates without compiling code with `new Function`,
// so the page runs under the strict content security policy (no 'unsafe-eval'). zod reads this
// global config when its schemas are built, which happens before any app code could set it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
