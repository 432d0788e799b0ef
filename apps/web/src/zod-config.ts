// Imported first by main.tsx, before any schema exists: zod then validates without compiling code
// with `new Function`, so the page runs under the strict content security policy (no 'unsafe-eval').
import { z } from "zod";

z.config({ jitless: true });
