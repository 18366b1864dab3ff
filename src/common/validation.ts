import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError, FieldError } from './errors';

const CODE_OVERRIDES: Record<string, string> = {
  whitelistValidation: 'unknown_field',
  isDefined: 'required',
  isNotEmpty: 'required',
  arrayNotEmpty: 'required',
};

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function join(parent: string, property: string): string {
  if (/^\d+$/.test(property)) return `${parent}[${property}]`;
  return parent ? `${parent}.${property}` : property;
}

/** Flattens class-validator's tree into `errors` entries with paths like `itens[1].quantidade`. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const path = join(parent, error.property);
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      if (constraints.some(([name]) => name === 'whitelistValidation')) {
        out.push({ field: path, code: 'unknown_field', message: `${path} is not an accepted field` });
      } else if (error.value === undefined || error.value === null) {
        out.push({ field: path, code: 'required', message: `${path} is required` });
      } else {
        const [name, message] = constraints[0];
        out.push({ field: path, code: CODE_OVERRIDES[name] ?? snake(name), message: message.replace(error.property, path) });
      }
    }
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new AppError('bad_request', 'Validation failed', flattenValidationErrors(errors)),
  });
}
