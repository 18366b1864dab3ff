import { COMMANDS } from './commands';
import { HELP_WIDTH, helpText } from './help';
import { formatTable, wrap } from './table';

describe('formatTable', () => {
  it('aligns every column on its widest cell under the header, two spaces apart, no trailing spaces', () => {
    expect(
      formatTable(
        [
          [1, 'Buffet Alegria', 'active'],
          [12, 'Chácara', '-'],
        ],
        { header: ['id', 'name', 'status'] },
      ),
    ).toEqual(['id  name            status', '1   Buffet Alegria  active', '12  Chácara         -']);
  });

  it('never wraps a list row without a width, however long', () => {
    const long = 'x '.repeat(200).trim();
    expect(formatTable([[1, long]], { header: ['id', 'text'] })).toEqual(['id  text', `1   ${long}`]);
  });

  it('with a width, wraps the last column beside the others, each line of a cell on lines of its own', () => {
    const lines = formatTable([['name', 'usage\none two three four five six seven eight nine ten eleven twelve thirteen']], {
      indent: 2,
      width: 50,
    });
    expect(lines).toEqual(['  name  usage', '        one two three four five six seven eight', '        nine ten eleven twelve thirteen']);
  });
});

describe('wrap', () => {
  it('breaks at spaces; a word longer than the width stands alone', () => {
    expect(wrap('aa bb cc', 5)).toEqual(['aa bb', 'cc']);
    expect(wrap('a abcdefgh b', 4)).toEqual(['a', 'abcdefgh', 'b']);
  });

  it('breaks a word longer than the width after its | (a list of alternatives)', () => {
    expect(wrap('kind <howmet|eventtype|seller> x', 16)).toEqual(['kind <howmet|', 'eventtype|', 'seller> x']);
  });
});

describe('npm run cli -- help', () => {
  const help = helpText(COMMANDS).split('\n');

  it(`fits ${HELP_WIDTH} columns: every line`, () => {
    const over = help.filter((line) => [...line].length > HELP_WIDTH);
    expect(over).toEqual([]);
  });

  it('names every command at the start of a line, and keeps every word of its usage and description', () => {
    for (const c of COMMANDS) {
      expect(help).toContainEqual(expect.stringMatching(new RegExp(`^  ${c.name}( |$)`)));
      // A list of alternatives may be broken after a |: compare the text without spaces after them.
      const text = help.join(' ').replace(/\|\s+/g, '|');
      for (const word of `${c.usage} ${c.description}`.split(/\s+/).filter(Boolean)) expect(text.split(/\s+/)).toContain(word);
    }
  });
});
