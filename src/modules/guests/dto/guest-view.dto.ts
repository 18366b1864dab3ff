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
  /** Gender. */
  @ApiProperty({ example: 'F', nullable: true, type: String })
  genero: string | null;
  /** Age, as written. */
  @ApiProperty({ example: '30', nullable: true, type: String })
  idade: string | null;
  /** Table. */
  @ApiProperty({ example: '12', nullable: true, type: String })
  mesa: string | null;
  /** Group. */
  @ApiProperty({ example: 2, nullable: true, type: 'integer' })
  id_grupo: number | null;
  /** Notes. */
  @ApiProperty({ example: 'Vegetariana', nullable: true, type: String })
  observacoes: string | null;
  /** Invitation e-mail status. */
  @ApiProperty({ example: 'ENVIADO', nullable: true, type: String })
  envio_email: string | null;
  /** The user who registered the guest. */
  @ApiProperty({ example: 1, nullable: true, type: 'integer' })
  id_usuario: number | null;
  /** ME Eventos' guest token, as sent. */
  @ApiProperty({ example: 'c9f1a2b4e7d8', nullable: true, type: String })
  token: string | null;
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
