import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { isMysqlFamily } from '../../database/engine';

/** An equipment row as a reservation write sees it, read under its lock. */
export interface LockedEquipment {
  id: number;
  nome: string;
  estoque: number;
  controle_estoque: boolean;
  /** What the event named to `lock` holds of it. */
  held: number;
  /** Stock enforced: the periods of every event (that one's included) that overlap the range named to `lock`. */
  periods: HeldPeriod[];
}

/** An event's units of an equipment over its days (a period of `equipment_holdings`). */
export interface HeldPeriod {
  id_equipamento: number;
  id_evento: number;
  quantidade: number;
  start: string;
  end: string;
}

/** A row of `equipment_holdings`: what an event holds of an equipment, and the days it reserves them (none when cancelled). */
export interface HoldingRow {
  id_evento: number;
  id_equipamento: number;
  quantidade: number;
  inicio: string | null;
  fim: string | null;
}

/** Sums of DECIMAL(12,3) come back as strings (MySQL) or floats (SQLite): both to 3 places. */
const units = (value: unknown): number => Math.round(Number(value ?? 0) * 1000) / 1000;
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** Rows per multi-row INSERT (6 parameters each: well under every driver's limit). */
const CHUNK = 400;

/** A DATE as the drivers read it (a `YYYY-MM-DD` string, or a Date at local midnight) as `YYYY-MM-DD`. */
function dayOf(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/**
 * `equipment_holdings` (each event's units of an equipment and the period they are reserved
 * for) and the lock on `equipment` rows that orders their writes. Every statement names the
 * account; the periods that overlap a range of days are a range of the index (account,
 * equipment, end of period).
 */
@Injectable()
export class EquipmentReservationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private em(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * Locks the account's equipment among `ids` for the rest of the transaction by writing its
   * reservation counter (one statement; InnoDB takes the rows in primary-key order, so by ID):
   * concurrent writes on the same equipment queue behind the lock on one server and conflict at
   * certification on a Galera cluster (a real change of the row, which a no-op update would not
   * be), so what is read next is current. Answers the rows locked, each with what `eventId`
   * holds of it (0 when nothing) and, for equipment with its stock enforced, the periods of every
   * event that overlap `range` (read in the same statement: what a write checks its stock against).
   */
  async lock(
    accountId: number,
    ids: number[],
    manager: EntityManager,
    eventId = 0,
    range: { start: string; end: string } | null = null,
  ): Promise<Map<number, LockedEquipment>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    if (sorted.length === 0) return new Map();
    const list = marks(sorted.length);
    await this.bump(accountId, sorted, manager);
    const rows: {
      id: number | string;
      nome: string;
      estoque: number | string;
      controle_estoque: unknown;
      held: unknown;
      p_evento: unknown;
      p_quantidade: unknown;
      p_inicio: unknown;
      p_fim: unknown;
    }[] = await manager.query(
      `SELECT e.id, e.nome, e.estoque, e.controle_estoque, h.quantidade AS held,
              p.id_evento AS p_evento, p.quantidade AS p_quantidade, p.inicio AS p_inicio, p.fim AS p_fim
       FROM equipment e
       LEFT JOIN equipment_holdings h ON h.account_id = e.account_id AND h.id_evento = ? AND h.id_equipamento = e.id
       LEFT JOIN equipment_holdings p ON p.account_id = e.account_id AND p.id_equipamento = e.id AND e.controle_estoque = 1
         AND p.fim >= ? AND p.inicio <= ?
       WHERE e.account_id = ? AND e.id IN (${list})`,
      [eventId, range?.start ?? '9999-12-31', range?.end ?? '0000-01-01', accountId, ...sorted],
    );
    const locked = new Map<number, LockedEquipment>();
    for (const r of rows) {
      const id = Number(r.id);
      let e = locked.get(id);
      if (!e) {
        e = {
          id,
          nome: r.nome,
          estoque: Number(r.estoque),
          controle_estoque: Number(r.controle_estoque) === 1,
          held: units(r.held),
          periods: [],
        };
        locked.set(id, e);
      }
      if (r.p_evento !== null && r.p_evento !== undefined)
        e.periods.push({
          id_equipamento: id,
          id_evento: Number(r.p_evento),
          quantidade: units(r.p_quantidade),
          start: dayOf(r.p_inicio),
          end: dayOf(r.p_fim),
        });
    }
    return locked;
  }

  /**
   * Locks every equipment row of the account (the rebuild): every write that moves reservations
   * locks the equipment it touches first, so none runs until the transaction ends, and what is
   * read next (orders, events) is what those writes committed.
   */
  async lockAccount(accountId: number, manager: EntityManager): Promise<void> {
    if (!isMysqlFamily(manager.connection.options.type)) {
      // One writer at a time: this first write takes the file's write lock.
      await manager.query('UPDATE equipment SET versao_reservas = versao_reservas + 1 WHERE account_id = ?', [accountId]);
      return;
    }
    // By ID, as `lock` takes them (an UPDATE of the whole account would take them in the order of
    // whichever index serves it). Equipment created after this read holds no reservation yet.
    const rows: { id: number | string }[] = await manager.query('SELECT id FROM equipment WHERE account_id = ? ORDER BY id', [accountId]);
    await this.bump(
      accountId,
      rows.map((r) => Number(r.id)),
      manager,
    );
  }

  /** Writes the reservation counter of the equipment among `sorted` (IDs ascending): their row locks. */
  private async bump(accountId: number, sorted: number[], manager: EntityManager): Promise<void> {
    for (let i = 0; i < sorted.length; i += CHUNK) {
      const chunk = sorted.slice(i, i + CHUNK);
      await manager.query(
        `UPDATE equipment SET versao_reservas = versao_reservas + 1 WHERE account_id = ? AND id IN (${marks(chunk.length)})`,
        [accountId, ...chunk],
      );
    }
  }

  /** What the event's orders hold, per equipment. */
  async holdingsOf(accountId: number, eventId: number, manager: EntityManager): Promise<Map<number, number>> {
    const rows: { id_equipamento: number | string; quantidade: unknown }[] = await manager.query(
      'SELECT id_equipamento, quantidade FROM equipment_holdings WHERE account_id = ? AND id_evento = ?',
      [accountId, eventId],
    );
    return new Map(rows.map((r) => [Number(r.id_equipamento), units(r.quantidade)]));
  }

  /** Replaces what the event holds of the equipment among `replaced` with `rows` (at most two statements). */
  async setHoldings(accountId: number, eventId: number, replaced: number[], rows: HoldingRow[], manager: EntityManager): Promise<void> {
    if (replaced.length > 0) {
      await manager.query(
        `DELETE FROM equipment_holdings WHERE account_id = ? AND id_evento = ? AND id_equipamento IN (${marks(replaced.length)})`,
        [accountId, eventId, ...replaced],
      );
    }
    await this.insertHoldings(accountId, rows, manager);
  }

  /** Sets what the event holds of each equipment in `quantities` (`id → units`), in place: one statement. */
  async setQuantities(accountId: number, eventId: number, quantities: Map<number, number>, manager: EntityManager): Promise<void> {
    if (quantities.size === 0) return;
    const ids = [...quantities.keys()];
    const cases = `CASE id_equipamento ${ids.map(() => 'WHEN ? THEN ?').join(' ')} END`;
    const caseParams = ids.flatMap((id) => [id, quantities.get(id)!]);
    await manager.query(
      `UPDATE equipment_holdings SET quantidade = ${cases} WHERE account_id = ? AND id_evento = ? AND id_equipamento IN (${marks(ids.length)})`,
      [...caseParams, accountId, eventId, ...ids],
    );
  }

  /** Moves every holding of the event to the days of `range` (none: it reserves nothing): one statement. */
  async movePeriods(
    accountId: number,
    eventId: number,
    range: { start: string; end: string } | null,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query('UPDATE equipment_holdings SET inicio = ?, fim = ? WHERE account_id = ? AND id_evento = ?', [
      range?.start ?? null,
      range?.end ?? null,
      accountId,
      eventId,
    ]);
  }

  /** Inserts holding rows, a few hundred per statement. */
  async insertHoldings(accountId: number, rows: HoldingRow[], manager: EntityManager): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await manager.query(
        `INSERT INTO equipment_holdings (account_id, id_evento, id_equipamento, quantidade, inicio, fim) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap((r) => [accountId, r.id_evento, r.id_equipamento, r.quantidade, r.inicio, r.fim]),
      );
    }
  }

  /**
   * The periods of the equipment among `ids` that overlap `start`..`end` (`end` null: every period
   * ending on or after `start`), each with its event: a range of the index per equipment.
   */
  async periods(accountId: number, ids: number[], start: string, end: string | null, manager?: EntityManager): Promise<HeldPeriod[]> {
    if (ids.length === 0) return [];
    const rows: { id_equipamento: unknown; id_evento: unknown; quantidade: unknown; inicio: unknown; fim: unknown }[] = await this.em(
      manager,
    ).query(
      `SELECT id_equipamento, id_evento, quantidade, inicio, fim FROM equipment_holdings
       WHERE account_id = ? AND id_equipamento IN (${marks(ids.length)}) AND fim >= ?${end === null ? '' : ' AND inicio <= ?'}
       ORDER BY id_equipamento, inicio, id_evento`,
      [accountId, ...ids, start, ...(end === null ? [] : [end])],
    );
    return rows.map((r) => ({
      id_equipamento: Number(r.id_equipamento),
      id_evento: Number(r.id_evento),
      quantidade: units(r.quantidade),
      start: dayOf(r.inicio),
      end: dayOf(r.fim),
    }));
  }

  /** Every holding of the account (the rebuild command compares and replaces them). */
  async allOf(accountId: number, manager?: EntityManager): Promise<HoldingRow[]> {
    const rows: { id_evento: unknown; id_equipamento: unknown; quantidade: unknown; inicio: unknown; fim: unknown }[] = await this.em(
      manager,
    ).query('SELECT id_evento, id_equipamento, quantidade, inicio, fim FROM equipment_holdings WHERE account_id = ?', [accountId]);
    return rows.map((r) => ({
      id_evento: Number(r.id_evento),
      id_equipamento: Number(r.id_equipamento),
      quantidade: units(r.quantidade),
      inicio: r.inicio === null ? null : dayOf(r.inicio),
      fim: r.fim === null ? null : dayOf(r.fim),
    }));
  }

  /** Removes every holding of the account (before a rebuild). */
  async clearAccount(accountId: number, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM equipment_holdings WHERE account_id = ?', [accountId]);
  }
}
