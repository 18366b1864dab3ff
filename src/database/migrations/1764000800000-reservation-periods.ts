import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

import { date, index, int, qty } from '../migration-helpers';

/**
 * Equipment reservations kept as periods: each event's holding of an equipment carries the days
 * it is reserved for (`inicio`, `fim`: the event's days while it is not cancelled), and the
 * per-day rows of `equipment_reservations` go. A write then stores rows bounded by its items, not
 * by its event's days. The periods are filled from the events (one statement); `down` makes the
 * per-day rows again from them.
 */
export class ReservationPeriods1764000800000 implements MigrationInterface {
  name = 'ReservationPeriods1764000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('equipment_holdings', [
      new TableColumn(date('inicio', { isNullable: true })),
      new TableColumn(date('fim', { isNullable: true })),
    ]);
    // The same statement on SQLite, MariaDB and MySQL: a correlated subquery per column.
    const live = `FROM events e WHERE e.account_id = equipment_holdings.account_id AND e.id = equipment_holdings.id_evento AND e.status <> 'CANCELADO'`;
    await q.query(
      `UPDATE equipment_holdings SET inicio = (SELECT e.data_evento ${live}), fim = (SELECT COALESCE(e.data_fim, e.data_evento) ${live})`,
    );
    await q.createIndex(
      'equipment_holdings',
      new TableIndex(index('IDX_equipment_holdings_period', ['account_id', 'id_equipamento', 'fim'])),
    );
    await q.dropTable('equipment_reservations');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'equipment_reservations',
        columns: [
          int('account_id', { isPrimary: true }),
          int('id_equipamento', { isPrimary: true }),
          date('dia', { isPrimary: true }),
          int('id_evento', { isPrimary: true }),
          qty('quantidade'),
        ],
      }),
    );
    const periods: {
      account_id: number;
      id_evento: number;
      id_equipamento: number;
      quantidade: unknown;
      inicio: string | Date;
      fim: string | Date;
    }[] = await q.query(
      'SELECT account_id, id_evento, id_equipamento, quantidade, inicio, fim FROM equipment_holdings WHERE inicio IS NOT NULL',
    );
    for (const p of periods) {
      const end = dayString(p.fim);
      for (let day = dayString(p.inicio), n = 0; day <= end && n < 366; day = nextDay(day), n++) {
        await q.query(
          'INSERT INTO equipment_reservations (account_id, id_equipamento, dia, id_evento, quantidade) VALUES (?, ?, ?, ?, ?)',
          [p.account_id, p.id_equipamento, day, p.id_evento, p.quantidade],
        );
      }
    }
    await q.dropIndex('equipment_holdings', 'IDX_equipment_holdings_period');
    await q.dropColumn('equipment_holdings', 'fim');
    await q.dropColumn('equipment_holdings', 'inicio');
  }
}

/** A DATE as the drivers read it (a `YYYY-MM-DD` string, or a Date at local midnight) as `YYYY-MM-DD`. */
function dayString(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
