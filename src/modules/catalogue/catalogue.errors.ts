import { AppError, notFound } from '../../common/errors';

/** Errors of the catalogue: only "not found" in the path; validation is the DTOs'. */
export const productNotFound = (id: number): AppError => notFound('product', id);
export const equipmentNotFound = (id: number): AppError => notFound('equipment', id);
