import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { Presenca, PRESENCAS } from '../entities/guest.entity';

/** A guest of an event (as `guest_created` notifications carry it too). */
export class GuestView {
  @ApiProperty({ example: 120 })
  id: number;
  /** Event of the guest. */
  @ApiProperty({ example: 31 })
  id_evento: number;
  /** First name. */
  @ApiProperty({ example: 'Ana' })
  nome: string;
  /** Last name. */
  @ApiProperty({ example: 'Pereira', nullable: true, type: String })
  sobrenome: string | null;
  /** E-mail. */
  @ApiProperty({ example: 'ana.pereira@example.com', nullable: true, type: String })
  email: string | null;
  /** Phone, digits only. */
  @ApiProperty({ example: '21998765432', nullable: true, type: String })
  telefone: string | null;
  /** Attendance status. */
  @ApiProperty({ enum: PRESENCAS, enumName: 'Presenca', example: 'PENDENTE' })
  presenca: Presenca;
  /** Registration date (account time zone). */
  @ApiProperty({ example: '2026-11-22', format: 'date' })
  datacadastro: string;
}

export class GuestPage {
  @ApiProperty({ type: [GuestView] })
  data: GuestView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class GuestWriteResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Guest 120 created' })
  message: string;
  @ApiProperty({ type: GuestView })
  data: GuestView;
}
