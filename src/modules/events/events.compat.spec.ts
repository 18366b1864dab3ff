import { addAnswerFields, neededIds } from '../../common/compat/compat-table';
import { EVENTS_COMPAT } from './events.compat';

describe("events' ME Eventos table", () => {
  it('names the type, location, client and the event itself as needs, each once over a page', () => {
    const rows = [
      { id: 1, id_tipo_evento: 2, id_local: null, id_cliente: 5 },
      { id: 2, id_tipo_evento: 2, id_local: 3, id_cliente: null },
    ];
    expect(neededIds(EVENTS_COMPAT, rows)).toEqual({ eventtype: [2], location: [3], client: [5], firstBudget: [1, 2] });
  });

  it('answers an event over several days with datasAdicionais, a one-day event with []', () => {
    const event = (data_fim: string | null): Record<string, unknown> => ({
      id: 1,
      nome: 'x',
      data_evento: '2027-03-13',
      data_fim,
      datacadastro: '2026-11-26',
    });
    const [long, same, none] = [event('2027-03-15'), event('2027-03-13'), event(null)];
    addAnswerFields(EVENTS_COMPAT, [long, same, none]);
    expect([long.datasAdicionais, same.datasAdicionais, none.datasAdicionais]).toEqual([
      [{ inicio: '2027-03-13', fim: '2027-03-15' }],
      [],
      [],
    ]);
    expect(none).toMatchObject({
      idlocalevento: 0,
      idorcamento: 0,
      tipoEvento: '',
      nomeCliente: '',
      idcliente: 0,
      endereco: '',
      estado: '',
      codigointerno: '',
    });
  });

  it('answers the names found for the needs', () => {
    const row: Record<string, unknown> = {
      id: 7,
      nome: 'x',
      data_evento: '2027-03-13',
      id_tipo_evento: 2,
      id_local: 3,
      id_cliente: 5,
      datacadastro: '2026-11-26',
    };
    const found = {
      eventtype: new Map([[2, 'Casamento']]),
      location: new Map([
        [3, { nome: 'Salão', endereco: 'Rua A', numero: '1', complemento: '', cep: '01310100', bairro: 'B', cidade: 'C', estado: 'SP' }],
      ]),
      client: new Map([[5, 'Maria']]),
      firstBudget: new Map([[7, 11]]),
    };
    addAnswerFields(EVENTS_COMPAT, [row], found);
    expect(row).toMatchObject({
      tipoEvento: 'Casamento',
      localevento: 'Salão',
      nomeCliente: 'Maria',
      idcliente: 5,
      idlocalevento: 3,
      idorcamento: 11,
      endereco: 'Rua A',
      estado: 'SP',
      complemento: '',
    });
  });
});
