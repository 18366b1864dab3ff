import { dateInZone, dayCount, daysBetween, isValidTimeZone, nextDay, timestampInZone } from './dates';

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
  it('agrees with Intl formatting second by second around offset changes and at random instants, in zones with odd offsets and daylight saving', () => {
    // One formatter per zone (making one costs far more than formatting with it).
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const viaIntl = (d: Date, timeZone: string) => {
      let format = formatters.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        });
        formatters.set(timeZone, format);
      }
      const p = Object.fromEntries(format.formatToParts(d).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    const zones = [
      'America/Sao_Paulo',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Pacific/Chatham',
      'UTC',
    ];
    // Offset changes: São Paulo's last daylight saving (2018-11-04, 2019-02-17), New York and London 2026, Lord Howe's half-hour shift.
    const changes = [
      '2018-11-04T03:00:00Z',
      '2019-02-17T02:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-03-29T01:00:00Z',
      '2026-04-04T15:00:00Z',
      '2026-10-03T15:30:00Z',
    ];
    const instants: Date[] = [];
    for (const change of changes) {
      const at = Date.parse(change);
      for (let s = -1200; s <= 1200; s += 11) instants.push(new Date(at + s * 1000 + 250));
    }
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) instants.push(new Date(Date.UTC(1990, 0, 1) + random() * 60 * 365 * 86400_000));
    // Every disagreement, named by zone and instant (one assertion: 28,000 of them cost seconds).
    const disagreements: string[] = [];
    for (const zone of zones) {
      for (const instant of instants) {
        const expected = viaIntl(instant, zone);
        const [timestamp, date] = [timestampInZone(instant, zone), dateInZone(instant, zone)];
        if (timestamp !== expected || date !== expected.slice(0, 10))
          disagreements.push(`${zone} ${instant.toISOString()}: ${timestamp} / ${date}, Intl ${expected}`);
      }
    }
    expect(instants.length * zones.length).toBeGreaterThan(28_000);
    expect(disagreements).toEqual([]);
  });

  it('counts calendar days across months and leap years', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(dayCount('2028-02-28', '2028-03-01')).toBe(3);
    expect(dayCount('2027-01-01', '2027-12-31')).toBe(365);
    expect(dayCount('2027-01-02', '2027-01-01')).toBe(0);
    expect(daysBetween('2027-12-31', '2028-01-01')).toEqual(['2027-12-31', '2028-01-01']);
  });
});
