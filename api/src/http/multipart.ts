import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest, HttpError } from './http-error.ts';

/** A multipart form that carries one file, in the spec's field or its alias. */
export interface OneFileForm {
  /** The field names the file may come in, e.g. `['file', 'video']`. */
  fileFields: readonly [string, string];
  /** A folder to write the file to; held in memory without one. */
  dest?: string;
  limits: { fileSize: number; fields: number; fieldSize: number };
  /** 413 for a file over `limits.fileSize`; 400 for no file in the named fields, or two files. */
  messages: { tooLarge: string; badFile: string };
}

/** Parses a multipart body with one file (see `oneUploadedFile`), turning multer's errors into 400/413. */
export function oneFileMultipart(form: OneFileForm): RequestHandler {
  const upload = multer({
    ...(form.dest ? { dest: form.dest } : { storage: multer.memoryStorage() }),
    limits: { ...form.limits, files: 1 },
  }).fields(form.fileFields.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (!(err instanceof multer.MulterError)) return next(err);
      if (err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, form.messages.tooLarge));
      if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
        return next(badRequest(form.messages.badFile, { file: form.messages.badFile }));
      }
      return next(badRequest('The form could not be read. Please try again.'));
    });
  };
}

/** The uploaded file, whichever of the form's fields carried it. */
export function oneUploadedFile(
  files: unknown,
  form: Pick<OneFileForm, 'fileFields'>,
): Express.Multer.File | undefined {
  const byField = files as Record<string, Express.Multer.File[] | undefined> | undefined;
  return form.fileFields.map((name) => byField?.[name]?.[0]).find(Boolean);
}
