import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';

/**
 * The kinds of environment variable (a port, a whole number in a range, milliseconds, a boolean,
 * one of a few words, a URL, a list of URLs, a list of durations) and the one message form they
 * share: `<VAR> must be <rule> (got "<value>")`. Each kind says its rule once; `Env` declares its
 * variables with them.
 */

/** The longest delay Node's timers take (2^31-1 ms, about 24.8 days): a longer one fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** Variables whose value may hold a secret (a password in a URL, a key): shown masked. */
const SECRET = new Set<string>();

/** Whether the value of `name` is never shown as given (see `shownValue`). */
export const isSecret = (name: string): boolean => SECRET.has(name);

/**
 * A value as a message may show it. A secret one has everything up to the last `@` of each
 * comma-separated part (the user and password of a URL, however they are spelled) and any
 * query string masked: `mysql://***@db:3306/app`.
 */
export function shownValue(value: unknown, secret = false): string {
  const text = typeof value === 'string' ? value : String(value);
  if (!secret) return JSON.stringify(text);
  const masked = text
    .split(',')
    .map((part) => {
      const scheme = /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(part)?.[0] ?? '';
      const rest = part.slice(scheme.length);
      const at = rest.lastIndexOf('@');
      return scheme + (at >= 0 ? `***${rest.slice(at)}` : rest).replace(/[?#].*$/, '?***');
    })
    .join(',');
  return JSON.stringify(masked);
}

/** The one form of every configuration message; `why` adds what was found wrong, after the value. */
export function envMessage(name: string, rule: string, value: unknown, why?: string): string {
  return `${name} must be ${rule} (got ${shownValue(value, isSecret(name))})${why ? `: ${why}` : ''}`;
}

/** What a kind of variable reads from its text, what it accepts, and how it says so. */
interface Kind {
  /** What the value must be, after "<VAR> must be ". */
  rule: string;
  /** Turns the text of the environment into the value (left as it is when it cannot). */
  parse?: (value: unknown) => unknown;
  accepts: (value: unknown) => boolean;
  secret?: boolean;
}

/** A variable of a kind: optional (unset keeps the default), parsed, then checked against the kind's rule. */
function variable(kind: Kind): PropertyDecorator {
  const parse = kind.parse;
  return (target, property) => {
    if (kind.secret) SECRET.add(String(property));
    IsOptional()(target, property);
    if (parse) Transform(({ value }: { value: unknown }) => parse(value))(target, property);
    ValidateBy({ name: 'envKind', validator: { validate: kind.accepts, defaultMessage: () => kind.rule } })(target, property);
  };
}

const wholeNumberText = /^[+-]?\d+$/;
/** A whole number written in decimal digits; anything else ("1e3", "0x10", "8.5", "abc") stays text. */
const toWholeNumber = (value: unknown) => (typeof value === 'string' && wholeNumberText.test(value.trim()) ? Number(value.trim()) : value);
/** Within the range, and exact: past 2^53 a number is no longer the one written. */
const within = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** A whole number from `min` to `max` (at most 2^53-1, the largest one read exactly). */
export function WholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): PropertyDecorator {
  return variable({ rule: `a whole number from ${min} to ${max}`, parse: toWholeNumber, accepts: within(min, max) });
}

/** A TCP port: 1 to 65535, or from 0 where 0 means "any free port". */
export function Port(min: 0 | 1 = 1): PropertyDecorator {
  return variable({ rule: `a whole number from ${min} to 65535`, parse: toWholeNumber, accepts: within(min, 65535) });
}

/** A duration in milliseconds, at most what a Node timer can wait (`MAX_TIMER_MS`). */
export function Milliseconds(min: number, max = MAX_TIMER_MS): PropertyDecorator {
  const top = Math.min(max, MAX_TIMER_MS);
  return variable({ rule: `a whole number of milliseconds from ${min} to ${top}`, parse: toWholeNumber, accepts: within(min, top) });
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];
/** Strict: true/false, 1/0, yes/no, on/off in any case; anything else stays text and is refused. */
export function Flag(): PropertyDecorator {
  return variable({
    rule: 'true or false (also 1/0, yes/no, on/off)',
    parse: (value) => {
      if (typeof value !== 'string') return value;
      const word = value.trim().toLowerCase();
      return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : value;
    },
    accepts: (value) => typeof value === 'boolean',
  });
}

/** One of a few words, exactly as listed. */
export function OneOf(words: readonly string[]): PropertyDecorator {
  return variable({ rule: `one of ${words.join(', ')}`, accepts: (value) => typeof value === 'string' && words.includes(value) });
}

/** An address to listen on: an IP address (v4 or v6) or a host name. */
export function HostName(): PropertyDecorator {
  return variable({
    rule: 'an IP address or host name',
    accepts: (value) => typeof value === 'string' && /^[0-9A-Za-z.:-]+$/.test(value),
  });
}

/** Any text (a file path, a prefix, a key); `secret` keeps it out of every message. */
export function Text(options: { secret?: boolean } = {}): PropertyDecorator {
  return variable({ rule: 'a text', accepts: (value) => typeof value === 'string', secret: options.secret });
}

const schemesText = (schemes: readonly string[]) => schemes.map((s) => `${s}://`).join(' or ');
/** "an http:// URL", "a mysql:// URL". */
const aUrlOf = (schemes: readonly string[]) => `${/^[aehiou]/.test(schemes[0]) ? 'an' : 'a'} ${schemesText(schemes)} URL`;
const urlPattern = (schemes: readonly string[], rest: string) => `(${schemes.join('|')}):\\/\\/${rest}`;

/** A URL of one of `schemes`; its user and password are never shown (see `shownValue`). */
export function Url(schemes: readonly string[], rest = '.+'): PropertyDecorator {
  const pattern = new RegExp(`^${urlPattern(schemes, rest)}$`);
  return variable({
    rule: aUrlOf(schemes),
    accepts: (value) => typeof value === 'string' && pattern.test(value),
    secret: true,
  });
}

/** A comma-separated list of URLs of `schemes` (spaces around the commas allowed, no empty entry). */
export function UrlList(schemes: readonly string[]): PropertyDecorator {
  const one = urlPattern(schemes, '[^\\s,]+');
  const pattern = new RegExp(`^\\s*${one}(\\s*,\\s*${one})*\\s*$`);
  return variable({
    rule: `a comma-separated list of ${schemesText(schemes)} URLs`,
    accepts: (value) => typeof value === 'string' && pattern.test(value),
    secret: true,
  });
}

/** Milliseconds of each unit a duration may be written in. */
export const DURATION_UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
const DURATION = /^\s*(\d+)(ms|s|m|h)\s*$/;

/** The milliseconds of one duration (`5s`, `30m`, `2h`, `250ms`), or null when it is none. */
export function durationMs(text: string): number | null {
  const match = DURATION.exec(text);
  return match ? Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS] : null;
}

/** A comma-separated list of durations, each at most what a Node timer can wait (about 596 h). */
export function Durations(): PropertyDecorator {
  return variable({
    rule: `a comma-separated list of durations such as 5s,5m,30m,2h (units ms, s, m, h; each at most ${Math.floor(MAX_TIMER_MS / DURATION_UNIT_MS.h)}h)`,
    accepts: (value) =>
      typeof value === 'string' &&
      value.split(',').every((part) => {
        const ms = durationMs(part);
        return ms !== null && ms <= MAX_TIMER_MS;
      }),
  });
}

/** A kind of its own (TRUST_PROXY): its parser, its check and its rule. */
export function Custom(kind: Kind): PropertyDecorator {
  return variable(kind);
}
