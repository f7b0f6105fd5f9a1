import { describe, expect, it } from 'vitest';

/**
 * docs/texts.md as a test over every dictionary of the web (fan namespaces, back office, English): the
 * typography and wording a native-speaker review corrected (issue 20) do not come back.
 */
const slovakModules = import.meta.glob<Record<string, unknown>>(['./sk*.ts', '!./*.test.ts'], {
  eager: true,
});
const englishModules = import.meta.glob<Record<string, unknown>>(['./en/en*.ts', '!./en/*.test.ts'], {
  eager: true,
});

/** Every text of a module's exports by its path; a function is called with sample arguments where it can be. */
function texts(modules: Record<string, Record<string, unknown>>): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > 8) return;
    if (typeof value === 'string') found.push([path, value]);
    else if (typeof value === 'function') {
      try {
        walk(value('1', '2', '3'), `${path}()`, depth + 1);
      } catch {
        // A function that needs other arguments (a count, an object) is read by its own tests.
      }
    } else if (Array.isArray(value) || (value && Object.getPrototypeOf(value) === Object.prototype)) {
      // Plain dictionaries only: an i18next namespace object (shopNamespace) is read through its source.
      for (const [key, item] of Object.entries(value as object)) walk(item, `${path}.${key}`, depth + 1);
    }
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) walk(value, `${file}:${name}`, 0);
  }
  return found;
}

const slovak = texts(slovakModules);
const english = texts(englishModules);
const offending = (all: [string, string][], pattern: RegExp) =>
  all.filter(([, text]) => pattern.test(text)).map(([path, text]) => `${path}: ${text}`);

describe('the texts follow docs/texts.md', () => {
  it('reads every dictionary', () => {
    expect(slovak.length).toBeGreaterThan(1000);
    expect(english.length).toBeGreaterThan(500);
  });

  it('Slovak percent has a no-break space (50 %), English none (50%)', () => {
    expect(offending(slovak, /(\d|\}\}) %|(\d|\}\})%/)).toEqual([]);
    expect(offending(english, /(\d|\}\})[\s\u00a0]+%/)).toEqual([]);
  });

  it('English spells e-mail with a hyphen, as the glossary does', () => {
    expect(offending(english, /(?<![{\w.@-])emails?\b(?!\}\})/i)).toEqual([]);
  });

  it('a Slovak busy state is reflexive (Posiela sa…), never the first person (Posielam…)', () => {
    expect(offending(slovak, /^\p{L}+(am|ám|ím|em|ujem)\b[^.]*…$/u)).toEqual([]);
  });

  it('Slovak uses the glossary’s words: obdobie presunov, prijaté vstupenky, miesto, zľavový kód', () => {
    expect(offending(slovak, /\bokn(o|a|e|u|om)\s+presunov/i)).toEqual([]);
    expect(offending(slovak, /prevzat\p{L}*\s+vstupen/iu)).toEqual([]);
    expect(
      offending(slovak, /sedadl|kupón|lístok|lístk|čakací zoznam|refundáci|do pokladne|\barén/i),
    ).toEqual([]);
    expect(offending(slovak, /neskorší sa/i)).toEqual([]);
  });
});
