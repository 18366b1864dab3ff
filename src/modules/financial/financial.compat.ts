import type { CompatTable } from '../../common/compat/compat-table';

/** How ME Eventos names each of our payment methods (`mododepagamento`). */
export const MODOS_DE_PAGAMENTO: Record<string, string> = {
  dinheiro: 'Dinheiro',
  pix: 'PIX',
  boleto: 'Boleto',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
  transferencia: 'Transferência',
};

const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The cost center ME shows for an entry: the first part of its `rateio`, if any. */
const costCenterOf = (e: Record<string, unknown>): number | null => {
  const first = Array.isArray(e.rateio) ? (e.rateio[0] as Record<string, unknown> | undefined) : undefined;
  return idOrNull(first?.id_centro_custo);
};

/**
 * Financial entries (`/api/v1/financial`): ME's `tipocobranca` and ME's names for the entry's
 * references. The category's, cost center's, client's and event's names are read once per
 * answer, for every entry of it, by the modules that own them (lookups, clients, events).
 */
export const FINANCIAL_COMPAT: CompatTable<'financialcategory' | 'costcenter' | 'client' | 'event'> = {
  family: 'financial',
  example: {
    summary: "entries by due date, as ME Eventos' clients page through them",
    query: { page: 1, limit: 200, sort: 'asc', field_sort: 'data_vencimento' },
  },
  answer: {
    schemas: ['EntryViewDto', 'EntryDetailDto'],
    fields: {
      tipocobranca: {
        type: 'string',
        enum: ['Receita', 'Despesa'],
        example: 'Receita',
        description: '`Receita` for `tipo` `receita`, `Despesa` for `despesa`.',
      },
      idcategoria: { type: 'integer', example: 1, description: 'Category (`id_categoria`); 0 without one.' },
      categoria: { type: 'string', example: 'Venda de eventos', description: "The category's name; empty without one." },
      idcentrodecusto: {
        type: 'integer',
        example: 3,
        description: 'Cost center: the first part of `rateio` (ME keeps one per entry); 0 without an apportionment.',
      },
      centrodecusto: { type: 'string', example: 'Eventos', description: "That cost center's name; empty without one." },
      mododepagamento: {
        type: 'string',
        enum: Object.values(MODOS_DE_PAGAMENTO),
        example: 'PIX',
        description: 'The payment method (`forma_pagamento`) by its name.',
      },
      idrecebidode: { type: 'integer', example: 7, description: 'Client of the entry (`id_cliente`); 0 without one.' },
      recebidode: { type: 'string', example: 'Maria da Silva', description: "The client's name; empty without a client." },
      evento: { type: 'string', example: 'Casamento Maria e João', description: "The event's name (`idevento`); empty without an event." },
    },
    needs: {
      financialcategory: (e) => e.id_categoria,
      costcenter: costCenterOf,
      client: (e) => e.id_cliente,
      event: (e) => e.idevento,
    },
    add: (e, found) => {
      const category = idOrNull(e.id_categoria);
      const center = costCenterOf(e);
      const client = idOrNull(e.id_cliente);
      const event = idOrNull(e.idevento);
      return {
        ...(e.tipo === 'receita' ? { tipocobranca: 'Receita' } : e.tipo === 'despesa' ? { tipocobranca: 'Despesa' } : {}),
        idcategoria: category ?? 0,
        categoria: category === null ? '' : String(found.financialcategory.get(category) ?? ''),
        idcentrodecusto: center ?? 0,
        centrodecusto: center === null ? '' : String(found.costcenter.get(center) ?? ''),
        mododepagamento: MODOS_DE_PAGAMENTO[String(e.forma_pagamento)] ?? '',
        idrecebidode: client ?? 0,
        recebidode: client === null ? '' : String(found.client.get(client) ?? ''),
        evento: event === null ? '' : String(found.event.get(event) ?? ''),
      };
    },
  },
};

/**
 * Notification kinds whose `data` carries entries as the financial endpoints answer them, ME's
 * fields included (a webhook in ME's format receives them as `transaction_created` /
 * `transaction_updated`, with `pago` as ME writes it).
 */
export const FINANCIAL_NOTIFICATIONS = ['financial_entry_created', 'financial_entry_updated'] as const;
