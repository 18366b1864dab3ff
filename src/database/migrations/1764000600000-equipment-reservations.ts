import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

import { bool, date, int, qty } from '../migration-helpers';

/**
 * Equipment availability: `controle_estoque` (stock enforced) and the internal lock counter on
 * `equipment`; `equipment_holdings` (units of an equipment an event's orders hold) and
 * `equipment_reservations` (the units it reserves per day of the event), both keyed by the
 * account first. Existing orders get their reservations with `npm run cli --
 * equipment:rebuild-reservations <account>`; this migration fills them too, from the same data.
 */
export class EquipmentReservations1764000600000 implements MigrationInterface {
  name = 'EquipmentReservations1764000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('equipment', new TableColumn(bool('controle_estoque', false)));
    await q.addColumn('equipment', new TableColumn(int('versao_reservas', { default: 0 })));
    await q.createTable(
      new Table({
        name: 'equipment_holdings',
        columns: [
          int('account_id', { isPrimary: true }),
          int('id_evento', { isPrimary: true }),
          int('id_equipamento', { isPrimary: true }),
          qty('quantidade'),
        ],
      }),
    );
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
    // What the orders already there hold (tipo 7 items), per event and equipment.
    await q.query(
      `INSERT INTO equipment_holdings (account_id, id_evento, id_equipamento, quantidade)
       SELECT account_id, id_evento, id_produto, SUM(quantidade) FROM order_items WHERE tipo = 7
       GROUP BY account_id, id_evento, id_produto HAVING SUM(quantidade) > 0`,
    );
    // Their days: one row per day of each event that is not cancelled.
    const events: { account_id: number; id: number; data_evento: string; data_fim: string | null }[] = await q.query(
      `SELECT DISTINCT e.account_id, e.id, e.data_evento, e.data_fim FROM events e
       JOIN equipment_holdings h ON h.account_id = e.account_id AND h.id_evento = e.id WHERE e.status <> 'CANCELADO'`,
    );
    for (const e of events) {
      const start = dayString(e.data_evento);
      const end = e.data_fim ? dayString(e.data_fim) : start;
      for (let day = start, n = 0; day <= end && n < 366; day = nextDay(day), n++) {
        await q.query(
          `INSERT INTO equipment_reservations (account_id, id_equipamento, dia, id_evento, quantidade)
           SELECT account_id, id_equipamento, ?, id_evento, quantidade FROM equipment_holdings WHERE account_id = ? AND id_evento = ?`,
          [day, e.account_id, e.id],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('equipment_reservations');
    await q.dropTable('equipment_holdings');
    await q.dropColumn('equipment', 'versao_reservas');
    await q.dropColumn('equipment', 'controle_estoque');
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
