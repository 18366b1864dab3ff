import { Column, Entity, Index } from 'typeorm';
import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** How the client met the company (acquisition source): `GET /api/v1/howmet`. */
@Entity('how_met')
@Index('IDX_how_met_account_nome', ['account_id', 'nome'])
@AccountKey('how_met')
export class HowMet extends AccountOwned {
  /** Name of the source. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}

/** Event type: `GET /api/v1/eventtype`. */
@Entity('event_types')
@Index('IDX_event_types_account_nome', ['account_id', 'nome'])
@AccountKey('event_types')
export class EventType extends AccountOwned {
  /** Name of the event type. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}

/** Seller: `GET /api/v1/seller`. */
@Entity('sellers')
@Index('IDX_sellers_account_nome', ['account_id', 'nome'])
@AccountKey('sellers')
export class Seller extends AccountOwned {
  /** Seller name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Seller e-mail. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  email: string | null;

  /** Seller phone, digits only. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  telefone: string | null;

  /** Whether the seller is active. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}

/** Event location with its address: `GET /api/v1/eventlocation`. */
@Entity('event_locations')
@Index('IDX_event_locations_account_nome', ['account_id', 'nome'])
@AccountKey('event_locations')
export class EventLocation extends AccountOwned {
  /** Location name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Street address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  endereco: string | null;

  /** Street number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  numero: string | null;

  /** Neighbourhood. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  bairro: string | null;

  /** City. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  cidade: string | null;

  /** State (UF), two letters. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  uf: string | null;

  /** CEP, 8 digits. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  cep: string | null;

  /** Guest capacity. */
  @Column({ type: 'int', nullable: true })
  capacidade: number | null;

  /** Whether it is offered for new events. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}

/** Card brand or card machine, referenced by financial entries as `idcartao`: `GET /api/v1/cards`. */
@Entity('cards')
@Index('IDX_cards_account_nome', ['account_id', 'nome'])
@AccountKey('cards')
export class Card extends AccountOwned {
  /** Brand or machine name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}

/** Cost centre, referenced by a financial entry's `rateio` as `id_centro_custo`: `GET /api/v1/costcenter`. */
@Entity('cost_centers')
@Index('IDX_cost_centers_account_nome', ['account_id', 'nome'])
@AccountKey('cost_centers')
export class CostCenter extends AccountOwned {
  /** Cost centre name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}

/** Financial category, referenced by financial entries as `id_categoria`: `GET /api/v1/financialcategory`. */
@Entity('financial_categories')
@Index('IDX_financial_categories_account_nome', ['account_id', 'nome'])
@AccountKey('financial_categories')
export class FinancialCategory extends AccountOwned {
  /** Category name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
