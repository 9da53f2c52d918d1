import type { TFunction } from 'i18next';
import { VIDEO_MESSAGES } from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import type { UploadFailure } from '../../media/index.ts';
import { SERVER_SENTENCES } from '../courses/course-messages.ts';

/**
 * Server sentences (shared VIDEO_MESSAGES and the course ones) in the interface language: the API
 * writes English; a sentence we know is shown translated, any other as the server wrote it.
 */
const VIDEO_SENTENCE_KEYS: Record<string, string> = {
  [VIDEO_MESSAGES.titleRequired]: 'errors.titleRequired',
  [VIDEO_MESSAGES.descriptionRequired]: 'errors.descriptionRequired',
  [VIDEO_MESSAGES.fileRequired]: 'errors.fileRequired',
  [VIDEO_MESSAGES.orderMin]: 'errors.orderMin',
  [VIDEO_MESSAGES.invalidFile]: 'errors.fileInvalid',
  [VIDEO_MESSAGES.tooLarge]: 'errors.fileTooLarge',
  [VIDEO_MESSAGES.durationInvalid]: 'errors.durationInvalid',
  [VIDEO_MESSAGES.tooLong]: 'errors.tooLong',
  [VIDEO_MESSAGES.notFound]: 'errors.videoNotFound',
  [VIDEO_MESSAGES.reorderMismatch]: 'errors.reorderMismatch',
  [VIDEO_MESSAGES.wrongCourse]: 'errors.wrongCourse',
  [VIDEO_MESSAGES.updated]: 'manager.updated',
  [VIDEO_MESSAGES.deleted]: 'manager.deleted',
  [VIDEO_MESSAGES.reordered]: 'manager.reordered',
  [VIDEO_MESSAGES.freePreviewOn]: 'manager.freePreviewOn',
  [VIDEO_MESSAGES.freePreviewOff]: 'manager.freePreviewOff',
  [VIDEO_MESSAGES.uploaded]: 'uploadPage.uploaded',
  'Course not found.': 'errors.courseNotFound',
  'Authentication required': 'errors.authRequired',
  'Admin token not found': 'errors.noToken',
};

export function serverText(t: TFunction, message: string): string {
  // "Please select a valid video file: This file is PDF (application/pdf), not a video."
  const [head, ...rest] = message.split(': ');
  const key =
    VIDEO_SENTENCE_KEYS[message] ?? (rest.length ? VIDEO_SENTENCE_KEYS[head!] : undefined);
  if (key) {
    const text = t(`admin-media:${key}`);
    return rest.length && !VIDEO_SENTENCE_KEYS[message] ? `${text}: ${rest.join(': ')}` : text;
  }
  const courseKey = SERVER_SENTENCES[message];
  if (courseKey) return t(`admin-courses:form.errors.${courseKey}`);
  return message;
}

/** Why a lesson upload stopped, for banners and dialogs (spec 001 §8 Video upload). */
export function uploadFailureText(
  t: TFunction,
  failure: UploadFailure | { kind: 'timeout' } | { kind: 'missingFile' } | null,
): string {
  switch (failure?.kind) {
    case 'server':
      return failure.message === 'Failed to upload video'
        ? t('admin-media:errors.uploadFailed')
        : serverText(t, failure.message);
    case 'network':
      return t('admin-media:errors.uploadNetwork');
    case 'noToken':
      return t('admin-media:errors.noTokenLogin');
    case 'timeout':
      return t('admin-media:errors.timeout');
    case 'missingFile':
      return t('admin-media:errors.missingFile');
    default:
      return t('admin-media:errors.uploadFailed');
  }
}

/** A failed admin call's message: network, the server's sentence, or the screen's default. */
export function actionErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('admin-media:errors.network');
    if (error.message && !error.message.startsWith('Request failed with status')) {
      return serverText(t, error.message);
    }
  }
  return t(fallbackKey);
}
