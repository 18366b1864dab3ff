import { Column } from 'typeorm';

/**
 * The sums every kept table of the entries holds under its key (see KEPT_SUMS): how many entries,
 * their `valor` and what was paid (`valorpago`, else `valor`), in cents, so that adding and taking
 * off stays exact on every engine.
 */
export abstract class KeptSumsColumns {
  @Column({ type: 'int', default: 0 })
  quantidade: number;

  @Column({ type: 'bigint', default: 0 })
  valor_centavos: string;

  @Column({ type: 'bigint', default: 0 })
  pago_centavos: string;
}
