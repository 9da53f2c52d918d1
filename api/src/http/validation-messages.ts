import type { z } from 'zod';

/** Where a value came from, so a message can say "Query parameter page" rather than just "page". */
export type InputLocation = 'body' | 'query' | 'params';

const ROOT_LABEL: Record<InputLocation, string> = {
  body: 'The request body',
  query: 'The query string',
  params: 'The address',
};

function label(where: InputLocation, path: readonly PropertyKey[]): string {
  if (path.length === 0) return ROOT_LABEL[where];
  const field = path.map(String).join('.');
  if (where === 'query') return `Query parameter "${field}"`;
  if (where === 'params') return `"${field}" in the address`;
  return `"${field}"`;
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

const FORMAT: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a valid URL',
  uuid: 'a valid id',
  guid: 'a valid id',
  datetime: 'a valid date and time',
  date: 'a valid date',
  time: 'a valid time',
};

const unit = (origin: string | undefined, n: number | bigint) =>
  origin === 'string'
    ? ` character${n === 1 ? '' : 's'}`
    : origin === 'array' || origin === 'set'
      ? ` item${n === 1 ? '' : 's'}`
      : '';

/**
 * Plain-English messages for the checks a schema states without its own message (a schema's own
 * message, like the spec's "Name is required", always wins). Zod's defaults ("Invalid input: expected
 * string, received undefined") are written for developers, and do not say which field is wrong.
 */
export function friendlyMessages(where: InputLocation): z.core.$ZodErrorMap {
  return (issue) => {
    const subject = label(where, issue.path ?? []);
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined) return `${subject} is required`;
        if ((issue.path ?? []).length === 0 && where === 'body' && issue.expected === 'object') {
          return 'The request body must be a JSON object';
        }
        if (Array.isArray(issue.input) && issue.expected !== 'array') {
          return `${subject} must be given only once`;
        }
        return `${subject} must be ${KIND[issue.expected] ?? issue.expected}`;
      }
      case 'too_small': {
        const n = issue.minimum;
        if (issue.origin === 'string' && Number(n) === 1) return `${subject} must not be empty`;
        if (issue.origin === 'array' && Number(n) === 1)
          return `${subject} must have at least one item`;
        const bound = issue.inclusive === false ? 'more than' : 'at least';
        return `${subject} must be ${bound} ${n}${unit(issue.origin, n)}`;
      }
      case 'too_big': {
        const n = issue.maximum;
        const bound = issue.inclusive === false ? 'less than' : 'at most';
        return `${subject} must be ${bound} ${n}${unit(issue.origin, n)}`;
      }
      case 'invalid_format':
        return `${subject} must be ${FORMAT[issue.format] ?? 'in the expected format'}`;
      case 'invalid_value':
        return issue.values.length === 1
          ? `${subject} must be ${JSON.stringify(issue.values[0])}`
          : `${subject} must be one of: ${issue.values.map(String).join(', ')}`;
      case 'unrecognized_keys':
        return `${subject} has unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
      case 'not_multiple_of':
        return `${subject} must be a multiple of ${issue.divisor}`;
      default:
        return `${subject} is not valid`;
    }
  };
}
