import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

export class FieldErrorDto {
  /** Path inside the request (body, query or path), absent when no single field is at fault. */
  @ApiPropertyOptional({ example: 'itens[1].id_produto' })
  field?: string;
  /** Stable lower_snake_case code. */
  @ApiProperty({ example: 'not_found' })
  code: string;
  /** For people. */
  @ApiProperty({ example: 'product 99 does not exist' })
  message: string;
}

/** The one body of every failed request. */
export class ErrorEnvelopeDto {
  @ApiProperty({ enum: ['error'], example: 'error' })
  status: 'error';
  @ApiProperty({ example: 'Validation failed' })
  message: string;
  @ApiProperty({ type: [FieldErrorDto] })
  errors: FieldErrorDto[];
  /** Only on 500: the request ID to quote when reporting the fault. */
  @ApiPropertyOptional({ example: '5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10' })
  request_id?: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed JSON, wrong types, missing required or unknown fields or query parameters, bad paging or sorting',
  404: 'The resource named in the path does not exist (or belongs to another account)',
  409: 'The state forbids the change',
  413: 'Body larger than the limit',
  415: 'Body is not application/json',
  422: 'The body names things that do not exist or do not fit',
};

/** Documents the error responses a route can give (401, 429 and 500 are added to every route). */
export const ApiErrors = (...statuses: (400 | 404 | 409 | 413 | 415 | 422)[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorEnvelopeDto })));
