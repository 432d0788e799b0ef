/** Types of scripts/check-i18n.mjs for its unit tests. */
export declare const CONVERTED: string[];
export declare function checkLocales(localesDir: string): string[];
export declare function bareStrings(fileName: string, source: string): Array<[number, string]>;
export declare function checkJsx(srcDir: string, converted: string[]): string[];
