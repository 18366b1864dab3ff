import { Progress } from './progress';

describe('Progress', () => {
  it('prints done/total, the percentage and the rate, at most once per interval, and always a last line', () => {
    const lines: string[] = [];
    const quiet = new Progress('backup', 'pages', 200, (l) => lines.push(l), 60_000);
    quiet.update(50);
    quiet.update(100); // within the interval: not printed
    quiet.finish(200);
    expect(lines).toEqual([expect.stringMatching(/^backup: 200\/200 pages \(100%\), [\d,]+ pages\/s in \d+\.\d s$/)]);
    lines.length = 0;
    const chatty = new Progress('backup', 'pages', 200, (l) => lines.push(l), 0);
    chatty.update(50);
    expect(lines).toEqual([expect.stringMatching(/^backup: 50\/200 pages \(25%\), [\d,]+ pages\/s$/)]);
  });

  it('works without a total', () => {
    const lines: string[] = [];
    const p = new Progress('rebuild', 'entries', null, (l) => lines.push(l));
    p.finish(1234);
    expect(lines[0]).toMatch(/^rebuild: 1,234 entries, [\d,]+ entries\/s in \d+\.\d s$/);
  });
});
