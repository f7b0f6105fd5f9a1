/**
 * The contract's constants without its schemas: enums, limits and patterns, countries, IBAN rules, season
 * categories and validation messages. Nothing here builds a TypeBox schema, so the web's first load can
 * import it without TypeBox (`@hokej/contract/constants`); the error catalogue is `@hokej/contract/errors`.
 */
export * from './countries.ts';
export * from './document-files.ts';
export * from './enums.ts';
export * from './iban.ts';
export * from './language.ts';
export * from './limits.ts';
export * from './postcode.ts';
export * from './presale.ts';
export * from './season-categories.ts';
export * from './validation.ts';
