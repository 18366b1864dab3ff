import {
  cnpjCheckDigits,
  cpfCheckDigits,
  documentoProblem,
  isValidCnpj,
  isValidCpf,
  normalizeDocumento,
  parseDocumento,
} from './documento.rules';

describe('CPF', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(parseDocumento('529.982.247-25')).toEqual({ kind: 'CPF', value: '52998224725', tipoPessoa: 'F' });
    expect(parseDocumento('111.444.777-35')?.value).toBe('11144477735');
  });
  it('rejects wrong check digits', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(parseDocumento('529.982.247-26')).toBeNull();
    expect(documentoProblem('52998224726')).toBe('invalid CPF check digits');
  });
  it('rejects repeated digits even though their check digits add up', () => {
    for (const d of '0123456789') {
      expect(isValidCpf(d.repeat(11))).toBe(false);
    }
    expect(documentoProblem('111.111.111-11')).toBe('a CPF cannot have all digits equal');
  });
  it('computes check digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
  });
  it('rejects wrong lengths and letters', () => {
    expect(parseDocumento('5299822472')).toBeNull();
    expect(parseDocumento('5299822472A')).toBeNull();
    expect(parseDocumento('')).toBeNull();
    expect(parseDocumento('...')).toBeNull();
  });
});

describe('CNPJ', () => {
  it('accepts valid numeric CNPJs with or without punctuation', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(parseDocumento('11.222.333/0001-81')).toEqual({ kind: 'CNPJ', value: '11222333000181', tipoPessoa: 'J' });
    expect(parseDocumento('04.252.011/0001-10')?.value).toBe('04252011000110');
  });
  it('rejects wrong check digits', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(documentoProblem('11.222.333/0001-80')).toBe('invalid CNPJ check digits');
  });
  it('rejects repeated digits', () => {
    for (const d of '0123456789') expect(isValidCnpj(d.repeat(14))).toBe(false);
    expect(documentoProblem('00.000.000/0000-00')).toBe('a CNPJ cannot have all digits equal');
  });
  it('accepts the alphanumeric format (Receita Federal example 12.ABC.345/01DE-35)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(parseDocumento('12.abc.345/01de-35')).toEqual({ kind: 'CNPJ', value: '12ABC34501DE35', tipoPessoa: 'J' });
  });
  it('rejects alphanumeric CNPJs with wrong or non-numeric check digits', () => {
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(documentoProblem('12ABC34501DE3A')).toBe('the last two characters of a CNPJ (check digits) are numeric');
    expect(parseDocumento('12ABC34501DE53')).toBeNull();
  });
  it('numeric and alphanumeric rules agree on digit-only CNPJs', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });
});

describe('normalizeDocumento', () => {
  it('strips dots, dashes, slashes and spaces and upper-cases', () => {
    expect(normalizeDocumento(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});
