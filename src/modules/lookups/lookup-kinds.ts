/** The lookup lists, by the path segment that serves them. */
export const LOOKUP_KINDS = ['howmet', 'eventtype', 'seller', 'eventlocation', 'cards', 'costcenter', 'financialcategory'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const isLookupKind = (value: string): value is LookupKind => (LOOKUP_KINDS as readonly string[]).includes(value);

/** Sensible Brazilian defaults seeded into every new account. */
export const LOOKUP_DEFAULTS: Record<LookupKind, string[]> = {
  howmet: ['Instagram', 'Google', 'Indicação', 'Facebook', 'Site', 'Outro'],
  eventtype: ['Casamento', 'Aniversário', 'Formatura', 'Corporativo', 'Debutante', 'Batizado', 'Outro'],
  seller: ['Vendedor padrão'],
  eventlocation: ['Salão próprio'],
  cards: ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Maquininha de cartão'],
  costcenter: ['Administrativo', 'Cozinha', 'Eventos', 'Marketing'],
  financialcategory: [
    'Venda de eventos',
    'Sinal de contrato',
    'Fornecedores',
    'Salários',
    'Aluguel',
    'Impostos',
    'Outras receitas',
    'Outras despesas',
  ],
};
