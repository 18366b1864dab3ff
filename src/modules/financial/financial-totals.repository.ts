import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { D } from '../../common/decimal';
import { isMysqlFamily } from '../../database/data-source';
import { FinancialEntry } from './entities/financial-entry.entity';
import { FinancialTotal } from './entities/financial-extras.entity';

/** What an entry adds to the running totals: its key and amount (the paid value once paid). */
type Contribution = { tipo: string; pago: boolean; data_vencimento: string; amount: string };

const contributionOf = (e: Pick<FinancialEntry, 'tipo' | 'pago' | 'data_vencimento' | 'valor' | 'valorpago'>): Contribution => ({
  tipo: e.tipo,
  pago: Boolean(e.pago),
  data_vencimento: e.data_vencimento,
  amount: new D(e.pago ? (e.valorpago ?? e.valor) : e.valor).toFixed(2),
});

/** Filters the running totals can answer: only those on `tipo`, `pago`/`status` and the due date. */
export interface TotalsFilter {
  tipo?: string;
  pago?: boolean;
  vencimentoInicio?: string;
  vencimentoFim?: string;
}

/** One group of the overview's totals. */
export interface TotalsRow {
  tipo: string;
  pago: boolean;
  vencido: boolean;
  total: string;
  /** How many entries the group holds. */
  quantidade: number;
}

/**
 * Per-account running totals by `tipo`, `pago` and due date, changed in the same transaction as
 * every entry write (create, update, gateway return). The overview's `totais` then reads a few
 * rows per due date instead of scanning every entry of the account.
 */
@Injectable()
export class FinancialTotalsRepository {
  constructor(@InjectRepository(FinancialTotal) private readonly repository: Repository<FinancialTotal>) {}

  /** Moves the contribution of an entry from `before` (null on create) to `after`. */
  async move(
    manager: EntityManager,
    accountId: number,
    before: Parameters<typeof contributionOf>[0] | null,
    after: Parameters<typeof contributionOf>[0] | null,
  ): Promise<void> {
    const deltas: (Contribution & { count: number })[] = [];
    if (before) {
      const c = contributionOf(before);
      deltas.push({ ...c, amount: new D(c.amount).negated().toFixed(2), count: -1 });
    }
    if (after) deltas.push({ ...contributionOf(after), count: 1 });
    if (deltas.length === 2 && deltas[0].tipo === deltas[1].tipo && deltas[0].pago === deltas[1].pago && deltas[0].data_vencimento === deltas[1].data_vencimento) {
      if (new D(deltas[0].amount).plus(deltas[1].amount).isZero()) return;
    }
    for (const d of deltas) await this.add(manager, accountId, d.tipo, d.pago, d.data_vencimento, d.amount, d.count);
  }

  private async add(manager: EntityManager, accountId: number, tipo: string, pago: boolean, due: string, amount: string, count: number) {
    const mysql = isMysqlFamily(manager.connection.options.type);
    const sql = mysql
      ? `INSERT INTO financial_totals (account_id, tipo, pago, data_vencimento, total, quantidade) VALUES (?, ?, ?, ?, ?, ?)
         ON DUPLICATE KEY UPDATE total = total + VALUES(total), quantidade = quantidade + VALUES(quantidade)`
      : `INSERT INTO financial_totals (account_id, tipo, pago, data_vencimento, total, quantidade) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, tipo, pago, data_vencimento) DO UPDATE SET total = total + excluded.total, quantidade = quantidade + excluded.quantidade`;
    await manager.query(sql, [accountId, tipo, pago ? 1 : 0, due, amount, count]);
  }

  /** The totals and entry counts grouped by tipo, pago and "due before today", from the running totals. */
  async grouped(accountId: number, today: string, filter: TotalsFilter): Promise<TotalsRow[]> {
    const qb = this.repository
      .createQueryBuilder('t')
      .select('t.tipo', 'tipo')
      .addSelect('t.pago', 'pago')
      .addSelect('CASE WHEN t.data_vencimento < :today THEN 1 ELSE 0 END', 'vencido')
      .addSelect('SUM(t.total)', 'total')
      .addSelect('SUM(t.quantidade)', 'quantidade')
      .where('t.account_id = :accountId', { accountId, today })
      .andWhere('t.quantidade <> 0');
    if (filter.tipo) qb.andWhere('t.tipo = :tipo', { tipo: filter.tipo });
    if (filter.pago !== undefined) qb.andWhere('t.pago = :pago', { pago: filter.pago });
    if (filter.vencimentoInicio) qb.andWhere('t.data_vencimento >= :vi', { vi: filter.vencimentoInicio });
    if (filter.vencimentoFim) qb.andWhere('t.data_vencimento <= :vf', { vf: filter.vencimentoFim });
    qb.groupBy('t.tipo').addGroupBy('t.pago').addGroupBy('CASE WHEN t.data_vencimento < :today THEN 1 ELSE 0 END');
    const rows = await qb.getRawMany<{ tipo: string; pago: unknown; vencido: unknown; total: unknown; quantidade: unknown }>();
    return rows.map((r) => ({ tipo: r.tipo, pago: Number(r.pago) === 1, vencido: Number(r.vencido) === 1, total: String(r.total ?? 0), quantidade: Number(r.quantidade ?? 0) }));
  }
}
