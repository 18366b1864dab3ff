import { dateInZone, isValidTimeZone, timestampInZone } from './dates';

describe('dates', () => {
  const instant = new Date('2026-01-01T02:30:05Z');
  it('formats in the account time zone (São Paulo is UTC−3)', () => {
    expect(dateInZone(instant)).toBe('2025-12-31');
    expect(timestampInZone(instant)).toBe('2025-12-31 23:30:05');
  });
  it('formats in another zone', () => {
    expect(timestampInZone(instant, 'UTC')).toBe('2026-01-01 02:30:05');
  });
  it('knows valid zones', () => {
    expect(isValidTimeZone('America/Manaus')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
